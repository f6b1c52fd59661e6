// Cells read by column name or by position: X has added, dropped and reordered export columns over the years
// and writes its headers in the account's language, and a hand-made CSV may order its columns any way.
import { RowSkipError } from './rowSkip';

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
 * A column name as compared: its letters and digits, lower-cased, with anything else between them as one
 * space. So X's "Tweet id", R's "Tweet.id", a hand-typed "tweet_id " and "cliques no perfil do usuário:" (X's
 * Portuguese export writes some headers with a colon) are each one name, and so are "time (utc)" and
 * "time utc"; a stray character X's localised headers can carry ("共有された回数\") is dropped.
 */
export function columnKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim();
    // Column names are few (a header's, and the names the readers ask for), and a reader asks once per row.
    if (keys.size < 10_000) keys.set(name, key);
  }
  return key;
}

const keys = new Map<string, string>();

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
/** A whole count a spreadsheet wrote with its thousands grouped ("1,234", "1.234", "1 234") or a decimal comma ("12,0"). */
const GROUPED = /^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+$/;
const DECIMAL_COMMA = /^\d+,0+$/;
/** What files write where a count is unknown: X writes "-"; R writes NA, pandas NaN or an empty cell. */
const UNKNOWN = new Set(['', '-', 'na', 'nan', 'null', 'n/a']);

/** The count in a cell, undefined when it says unknown, NaN when it is not a count. */
function readCount(trimmed: string): number | undefined {
  if (UNKNOWN.has(trimmed.toLowerCase())) return undefined;
  if (COUNT.test(trimmed)) return Number(trimmed);
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.slice(0, trimmed.indexOf(',')));
  if (GROUPED.test(trimmed)) return Number(trimmed.replace(/\D/g, ''));
  return NaN;
}

/** Whether a cell can stand where a count goes: a count, or what a file writes where none applies. */
export function isCountCell(cell: string): boolean {
  return !Number.isNaN(readCount(cell.trim()));
}

/**
 * A count such as `1938`, `1938.0` or `1,938`, from `cell` (undefined when the file has no such column) of the
 * column called `name`. Empty, `-` (what X writes where a number does not apply), NA and NaN are missing:
 * allowed for an optional count, a skip for a required one, as is anything that is not a count.
 */
export function countFrom(cell: string | undefined, name: string, required: boolean): number | undefined {
  const trimmed = cell?.trim();
  if (trimmed === undefined) {
    if (required) throw new RowSkipError(`the file has no "${name}" column`);
    return undefined;
  }
  const count = readCount(trimmed);
  if (count === undefined) {
    if (required) throw new RowSkipError(`no ${name} count`);
    return undefined;
  }
  if (Number.isNaN(count)) throw new RowSkipError(`${name} is not a count: "${trimmed}"`);
  return count;
}

/** The count under `column`, read by name (see countFrom). */
export function countOf(record: readonly string[], columns: Columns, column: string, required: boolean): number | undefined {
  return countFrom(cellOf(record, columns, column), column, required);
}
