// Which X export a CSV is, and where its columns are. By the header's words first, in the languages whose
// words are known from real exports (any order, so a hand-edited file still reads); then, for a header in
// any other language, by X's fixed order of columns, trusted only when the rows have the right types (an id
// or a post link where X puts them, a time where X puts it, counts after). No header word of another
// language is guessed: a wrong guess would read one count as another.
import { isCountCell, columnKey, columnsOf } from './cells';
import { missingColumns, neededXColumns, type Refusal } from './refusal';
import { X_MONTHLY } from './xAnalyticsCsv';
import { X_CONTENT } from './xContentCsv';
import { idFromLink, isPlaceholderLink, looksLikeId } from './xIds';
import { REQUIRED_X_FIELDS, type XColumns, type XField, type XLayout } from './xLayout';

/** An X export to read: its layout, where its fields are, and the header words its reasons use. */
export type XRecognised = { layout: XLayout; columns: XColumns; words: readonly string[] };

const LAYOUTS: readonly XLayout[] = [X_CONTENT, X_MONTHLY];
/** Rows looked at to trust a header in an unknown language; at least half of them must fit. */
const SAMPLE_ROWS = 20;
const COUNT_FIELDS: readonly XField[] = ['impressions', 'likes', 'reposts', 'replies', 'profile_clicks', 'link_clicks', 'follows'];

/**
 * The X export `records` (header first) is, a refusal when its header is recognisably X's but lacks columns
 * a row needs, or undefined when it is not an X export.
 */
export function recogniseX(records: readonly (readonly string[])[]): XRecognised | Refusal | undefined {
  const header = records[0] ?? [];
  for (const layout of LAYOUTS) {
    for (const words of Object.values(layout.headers)) {
      const columns = byName(header, layout, words);
      if (!hasSignature(columns)) continue;
      const missing = neededXColumns(layout, words).filter((_, i) => !hasRequired(columns, i));
      return missing.length > 0 ? missingColumns(layout.label, header, missing) : { layout, columns, words };
    }
  }
  const rows = records.slice(1, 1 + SAMPLE_ROWS);
  for (const layout of LAYOUTS) {
    if (header.length < layout.fields.length || rows.length === 0) continue;
    const fitting = rows.filter((row) => fitsByPosition(row, layout)).length;
    if (fitting * 2 >= rows.length) return { layout, columns: byPosition(layout), words: layout.headers.en };
  }
  return undefined;
}

function byName(header: readonly string[], layout: XLayout, words: readonly string[]): XColumns {
  const named = columnsOf(header);
  const columns: XColumns = {};
  layout.fields.forEach((field, i) => {
    const index = field === null || words[i] === undefined ? undefined : named.get(columnKey(words[i]));
    if (field !== null && index !== undefined) columns[field] = index;
  });
  return columns;
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

function byPosition(layout: XLayout): XColumns {
  const columns: XColumns = {};
  layout.fields.forEach((field, i) => {
    if (field !== null) columns[field] = i;
  });
  return columns;
}

function fitsByPosition(row: readonly string[], layout: XLayout): boolean {
  const at = (field: XField) => row[layout.fields.indexOf(field)] ?? '';
  const link = at('link');
  const identified = looksLikeId(at('id')) || idFromLink(link) !== undefined || isPlaceholderLink(link);
  if (!identified || !layout.isTime(at('time'))) return false;
  return COUNT_FIELDS.every((field) => isCountCell(at(field)));
}
