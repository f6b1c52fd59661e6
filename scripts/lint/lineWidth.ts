// The formatter's width, held everywhere: Biome lays code out within 140 columns but leaves a long string,
// comment or regular expression as it is, so this lists every source line still over the width, measured
// as the formatter measures it (width.ts). `scripts/lint/fitWidth.ts` splits long
// strings and wraps long comments; what is left is broken by hand.
//
//   npm run lint:width
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { displayWidth, LINE_WIDTH } from './width';

/**
 * A line's width as the formatter holds it: a JSX line that ends in the space it writes as {' '} (the space
 * between this line's last word and the next line's first) is measured without it, as Biome lays it out.
 */
function measured(line: string): number {
  return displayWidth(line.endsWith("{' '}") ? line.slice(0, -"{' '}".length) : line);
}

export function linesOverWidth(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (measured(line) > LINE_WIDTH ? [`${file}:${i + 1}: ${measured(line)} columns`] : [])),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.cjs'], {
    encoding: 'utf8',
  })
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
