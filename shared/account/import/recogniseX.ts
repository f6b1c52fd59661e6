// Which X export a CSV is, and where its columns are. By the header's names first (X's words in the
// languages seen in real exports, and the names tools rename them to), in any order and beside any columns
// a writer or a tool added, so a hand-edited or re-saved file still reads; then, for a header in any other
// language, by X's fixed order of columns, trusted only when the rows have the right types (an id or a post
// link where X puts them, a time where X puts it, counts after), and found even behind an index column a
// data tool put first. No header word of another language is guessed: a wrong guess would read one count as
// another.
import { columnKey, isCountCell } from './cells';
import { missingColumns, neededXColumns, type Refusal } from './refusal';
import { X_MONTHLY } from './xAnalyticsCsv';
import { X_CONTENT } from './xContentCsv';
import { idFromLink, isPlaceholderLink, looksLikeId } from './xIds';
import { REQUIRED_X_FIELDS, X_FIELDS, type XColumns, type XField, type XHeaderWords, type XLayout } from './xLayout';

/**
 * An X export to read: its layout, where its fields are, the words its reasons use (the file's own header
 * cells, or X's English words when read by position) and how many cells a row has.
 */
export type XRecognised = { layout: XLayout; columns: XColumns; words: XHeaderWords; width: number };

const LAYOUTS: readonly XLayout[] = [X_CONTENT, X_MONTHLY];
/** Rows looked at to trust a header in an unknown language; at least half of them must fit. */
const SAMPLE_ROWS = 20;
/** Columns a data tool may have put before X's first one (an index, a row number). */
const MAX_LEADING_COLUMNS = 3;
const COUNT_FIELDS: readonly XField[] = ['impressions', 'likes', 'reposts', 'replies', 'profile_clicks', 'link_clicks', 'follows'];

/**
 * The X export `records` (header first) is, a refusal when its header is recognisably X's but lacks columns
 * a row needs, or undefined when it is not an X export.
 */
export function recogniseX(records: readonly (readonly string[])[]): XRecognised | Refusal | undefined {
  const header = records[0] ?? [];
  for (const layout of LAYOUTS) {
    const named = byName(header, layout);
    if (!hasSignature(named.columns)) continue;
    const missing = neededXColumns(layout, named.languages).filter((_, i) => !hasRequired(named.columns, i));
    if (missing.length > 0) return missingColumns(layout.label, header, missing);
    return { layout, columns: named.columns, words: named.words, width: header.length };
  }
  const rows = records.slice(1, 1 + SAMPLE_ROWS);
  if (rows.length === 0) return undefined;
  for (const layout of LAYOUTS) {
    for (let offset = 0; offset <= MAX_LEADING_COLUMNS && header.length - offset >= layout.fields.length; offset++) {
      const fitting = rows.filter((row) => fitsByPosition(row, layout, offset)).length;
      if (fitting * 2 < rows.length) continue;
      return { layout, columns: byPosition(layout, offset), words: layout.headers[0], width: header.length };
    }
  }
  return undefined;
}

/**
 * Each field's column by its name: the first column whose name is the field's in any of X's headers or
 * aliases. `words` are the file's own header cells for the fields found; `languages` are X's headers that
 * match most of them, whose words name the ones missing.
 */
function byName(header: readonly string[], layout: XLayout): { columns: XColumns; words: XHeaderWords; languages: XHeaderWords[] } {
  const keys = header.map(columnKey);
  const columns: XColumns = {};
  const words: XHeaderWords = {};
  for (const field of X_FIELDS) {
    const names = new Set(
      [...layout.headers.map((h) => h[field]), ...(layout.aliases[field] ?? [])].filter((n) => n !== undefined).map(columnKey),
    );
    const index = keys.findIndex((key) => names.has(key));
    if (index === -1) continue;
    columns[field] = index;
    words[field] = header[index]!.trim();
  }
  const matched = layout.headers.map((h) => X_FIELDS.filter((f) => h[f] !== undefined && keys.includes(columnKey(h[f]))).length);
  const best = Math.max(...matched);
  return { columns, words, languages: layout.headers.filter((_, i) => matched[i] === best) };
}

/** Enough of the header to be sure it is this export's: the post's id or link, and two more of its fields. */
function hasSignature(columns: XColumns): boolean {
  return (columns.id !== undefined || columns.link !== undefined) && Object.keys(columns).length >= 3;
}

/** Whether the i-th of neededXColumns is there: first the id (from either column), then REQUIRED_X_FIELDS. */
function hasRequired(columns: XColumns, i: number): boolean {
  if (i === 0) return columns.id !== undefined || columns.link !== undefined;
  return columns[REQUIRED_X_FIELDS[i - 1]!] !== undefined;
}

function byPosition(layout: XLayout, offset: number): XColumns {
  const columns: XColumns = {};
  layout.fields.forEach((field, i) => {
    if (field !== null) columns[field] = i + offset;
  });
  return columns;
}

function fitsByPosition(row: readonly string[], layout: XLayout, offset: number): boolean {
  const at = (field: XField) => row[layout.fields.indexOf(field) + offset] ?? '';
  const link = at('link');
  const identified = looksLikeId(at('id')) || idFromLink(link) !== undefined || isPlaceholderLink(link);
  if (!identified || !layout.isTime(at('time'))) return false;
  return COUNT_FIELDS.every((field) => !layout.fields.includes(field) || isCountCell(at(field)));
}
