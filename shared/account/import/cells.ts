// Cells read by column name, not position: X has added, dropped and reordered export columns over the years,
// and a hand-made CSV may order its columns any way.
import { SkippedRow } from './rows';

/** A header's columns by name, trimmed and lower-cased; the first of two same-named columns wins. */
export type Columns = ReadonlyMap<string, number>;

export function columnsOf(header: readonly string[]): Columns {
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    const key = columnKey(name);
    if (!columns.has(key)) columns.set(key, i);
  });
  return columns;
}

export function columnKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The cell under `column` as written; undefined when the file has no such column. A short row reads as empty. */
export function cellOf(record: readonly string[], columns: Columns, column: string): string | undefined {
  const index = columns.get(columnKey(column));
  return index === undefined ? undefined : (record[index] ?? '');
}

const COUNT = /^\d+(?:\.\d+)?$/;

/**
 * A count such as `1938` or `1938.0`. Empty and `-` (what X writes where a number does not apply) are
 * missing: allowed for an optional count, a skip for a required one, as is anything that is not a count.
 */
export function countOf(record: readonly string[], columns: Columns, column: string, required: boolean): number | undefined {
  const cell = cellOf(record, columns, column)?.trim();
  if (cell === undefined) {
    if (required) throw new SkippedRow(`the file has no "${column}" column`);
    return undefined;
  }
  if (cell === '' || cell === '-') {
    if (required) throw new SkippedRow(`no ${column} count`);
    return undefined;
  }
  if (!COUNT.test(cell)) throw new SkippedRow(`${column} is not a count: "${cell}"`);
  return Number(cell);
}
