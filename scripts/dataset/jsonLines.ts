// JSON Lines files (one JSON value a line), each line checked by a zod schema. An error names the file
// and the line, because the files are edited by hand (the benchmarks) or converted by scripts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export function parseJsonLines<T>(text: string, schema: z.ZodType<T>, source: string): T[] {
  const rows: T[] = [];
  text.split(/\r?\n/u).forEach((line, index) => {
    if (line.trim() === '') return; // a trailing newline or a blank separator line
    const where = `${source}, line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${where}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
    rows.push(parsed.data);
  });
  return rows;
}

export function readJsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  return parseJsonLines(readFileSync(file, 'utf8'), schema, file);
}
