// Cells read by column name or by position: X has added, dropped and reordered export columns over the years
// and writes its headers in the account's language, and a hand-made CSV may order its columns any way.
import { SkippedRow } from './rows';

/** A header's columns by name (see columnKey); the first of two same-named columns wins. */
export type Columns = ReadonlyMap<string, number>;

export function columnsOf(header: readonly string[]): Columns {
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    const key = columnKey(name);
    if (!columns.has(key)) columns.set(key, i);
  });
  return columns;
}

/**
 * A column name as compared: trimmed, lower-cased, without a trailing colon (X's Portuguese export writes
 * some of its headers so: "cliques no perfil do usuário:").
 */
export function columnKey(name: string): string {
  return name.trim().replace(/\s*:$/, '').toLowerCase();
}

/** The cell under `column` as written; undefined when the file has no such column. A short row reads as empty. */
export function cellOf(record: readonly string[], columns: Columns, column: string): string | undefined {
  const index = columns.get(columnKey(column));
  return cellAt(record, index);
}

/** The cell at `index` as written; undefined when there is no such column. A short row reads as empty. */
export function cellAt(record: readonly string[], index: number | undefined): string | undefined {
  return index === undefined ? undefined : (record[index] ?? '');
}

const COUNT = /^\d+(?:\.\d+)?$/;

/** Whether a cell can stand where a count goes: a count, or what X writes where none applies. */
export function isCountCell(cell: string): boolean {
  const trimmed = cell.trim();
  return trimmed === '' || trimmed === '-' || COUNT.test(trimmed);
}

/**
 * A count such as `1938` or `1938.0`, from `cell` (undefined when the file has no such column) of the column
 * called `name`. Empty and `-` (what X writes where a number does not apply) are missing: allowed for an
 * optional count, a skip for a required one, as is anything that is not a count.
 */
export function countFrom(cell: string | undefined, name: string, required: boolean): number | undefined {
  const trimmed = cell?.trim();
  if (trimmed === undefined) {
    if (required) throw new SkippedRow(`the file has no "${name}" column`);
    return undefined;
  }
  if (trimmed === '' || trimmed === '-') {
    if (required) throw new SkippedRow(`no ${name} count`);
    return undefined;
  }
  if (!COUNT.test(trimmed)) throw new SkippedRow(`${name} is not a count: "${trimmed}"`);
  return Number(trimmed);
}

/** The count under `column`, read by name (see countFrom). */
export function countOf(record: readonly string[], columns: Columns, column: string, required: boolean): number | undefined {
  return countFrom(cellOf(record, columns, column), column, required);
}
