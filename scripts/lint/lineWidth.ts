// The formatter's width, held everywhere: Biome lays code out within 140 columns but leaves a long string,
// comment or regular expression as it is, so this lists every source line still over the width, measured
// as the formatter measures it (width.ts). `scripts/lint/fitWidth.ts` splits long
// strings and wraps long comments; what is left is broken by hand.
//
//   npm run lint:width
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { displayWidth, LINE_WIDTH } from './width';

export function linesOverWidth(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (displayWidth(line) > LINE_WIDTH ? [`${file}:${i + 1}: ${displayWidth(line)} columns`] : [])),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.cjs'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '');
  const over = linesOverWidth(files, (file) => readFileSync(file, 'utf8'));
  for (const line of over) console.log(line);
  if (over.length > 0) {
    console.error(`${over.length} lines over ${LINE_WIDTH} columns.`);
    process.exit(1);
  }
  console.log(`No line over ${LINE_WIDTH} columns in ${files.length} files.`);
}
