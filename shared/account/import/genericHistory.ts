// Preflight's own history format, for any source that is not an X export: JSON lines carry everything an
// AccountPost holds (snapshots included); the CSV carries the flat fields a spreadsheet can hold. See README.md.
import type { AccountPost } from '../accountPost';
import { cellOf, columnKey, columnsOf, countOf, type Columns } from './cells';
import { metricsOf, readRows, validPost, type FileImport, type ReadOptions } from './rows';
import { RowSkipError } from './rowSkip';

/** The generic CSV's header, in the documented order; any order reads, and only the metrics' optional columns may be left out. */
export const GENERIC_CSV_COLUMNS = [
  'post_id',
  'text',
  'posted_at',
  'impressions',
  'likes',
  'reposts',
  'replies',
  'profile_clicks',
  'link_clicks',
  'follows',
  'followers',
] as const;

/** The columns without which no row could be read: a file that lacks one is refused whole. */
export const GENERIC_REQUIRED_COLUMNS = ['post_id', 'text', 'posted_at', 'likes', 'reposts', 'replies'] as const;

export function isGenericCsvHeader(header: readonly string[]): boolean {
  const names = new Set(header.map(columnKey));
  return names.has(columnKey('post_id')) && names.has(columnKey('posted_at'));
}

/** The required columns a generic CSV header lacks. */
export function missingGenericColumns(header: readonly string[]): string[] {
  const names = new Set(header.map(columnKey));
  return GENERIC_REQUIRED_COLUMNS.filter((name) => !names.has(columnKey(name)));
}

/** Posts from the generic CSV's records (header first); rows are numbered from 1 after the header. */
export function readGenericCsv(records: readonly string[][], options: ReadOptions = {}): FileImport {
  const columns = columnsOf(records[0] ?? []);
  return readRows(
    records.slice(1).map((record, i) => [i + 1, record] as const),
    (record) => readCsvPost(record, columns),
    options,
  );
}

function readCsvPost(record: readonly string[], columns: Columns): AccountPost {
  const id = (cellOf(record, columns, 'post_id') ?? '').trim();
  if (id === '') throw new RowSkipError('no post_id');
  const text = cellOf(record, columns, 'text');
  if (text === undefined) throw new RowSkipError('the file has no "text" column');
  const count = (column: string, required = false) => countOf(record, columns, column, required);
  return validPost({
    post_id: id,
    text,
    posted_at: (cellOf(record, columns, 'posted_at') ?? '').trim(),
    metrics: metricsOf(count),
    followers: count('followers'),
  });
}

/** Posts from JSON lines, one AccountPost per line; rows are line numbers, blank lines counting but not read. */
export function readGenericJsonLines(text: string, options: ReadOptions = {}): FileImport {
  // Split on \n and the \r of a CRLF dropped after: a regular expression split took 1.7 s on 5 MB of lines, this 60 ms.
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  const rows = lines.flatMap((line, i) => (line.trim() === '' ? [] : [[i + 1, line] as const]));
  return readRows(rows, (line) => validPost(parseJson(line)), options);
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new RowSkipError('invalid JSON');
  }
}
