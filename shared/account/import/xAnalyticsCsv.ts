// X's (Twitter's) analytics export: one row per tweet, quoted cells, counts written like "1938.0", times like
// "2016-12-23 18:50 +0000", and paid-promotion columns after the organic ones (not read: history is organic reach).
import type { AccountPost } from '../accountPost';
import { cellOf, columnKey, columnsOf, countOf, type Columns } from './cells';
import { readRows, SkippedRow, validPost, type FileImport } from './rows';

/** The columns that make a header X's: enough to tell it apart from any other CSV. */
const SIGNATURE = ['Tweet id', 'Tweet text', 'time'];

export function isXAnalyticsHeader(header: readonly string[]): boolean {
  const names = new Set(header.map(columnKey));
  return SIGNATURE.every((name) => names.has(columnKey(name)));
}

/** Posts from the export's records (header first); rows are numbered from 1 after the header. */
export function readXAnalyticsCsv(records: readonly string[][]): FileImport {
  const columns = columnsOf(records[0] ?? []);
  return readRows(
    records.slice(1).map((record, i) => [i + 1, record] as const),
    (record) => readTweet(record, columns),
  );
}

function readTweet(record: readonly string[], columns: Columns): AccountPost {
  const id = (cellOf(record, columns, 'Tweet id') ?? '').trim();
  if (id === '') throw new SkippedRow('no Tweet id');
  // A spreadsheet that opened the export may have turned the id into 8.12352E+17, which names no tweet.
  if (!/^\d+$/.test(id)) throw new SkippedRow(`Tweet id "${id}" is not a number (a spreadsheet may have rounded it)`);
  // Not trimmed: the writer's own spacing and line breaks are part of the post.
  const text = cellOf(record, columns, 'Tweet text') ?? '';
  // A reply reaches the people in its conversation, not the followers, so it says nothing about how posts land.
  if (text.trimStart().startsWith('@')) throw new SkippedRow('a reply, not an original post');
  const count = (column: string, required = false) => countOf(record, columns, column, required);
  return validPost({
    post_id: id,
    text,
    posted_at: isoTime((cellOf(record, columns, 'time') ?? '').trim()),
    metrics: {
      impressions: count('impressions'),
      likes: count('likes', true),
      reposts: count('retweets', true),
      replies: count('replies', true),
      profile_clicks: count('user profile clicks'),
      link_clicks: count('url clicks'),
      follows: count('follows'),
    },
  });
}

const X_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?\s*(?:([+-](?:[01]\d|2[0-3])):?([0-5]\d)|(Z))$/i;

/** "2016-12-23 18:50 +0000" as "2016-12-23T18:50:00+00:00", the ISO 8601 the post schema takes. */
function isoTime(time: string): string {
  const m = X_TIME.exec(time);
  const local = m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}` : '';
  // Date rolls 2016-02-30 over into March; a time that does not come back unchanged is not a real date.
  const at = m ? Date.parse(`${local}Z`) : NaN;
  if (!m || Number.isNaN(at) || new Date(at).toISOString().slice(0, 19) !== local) {
    throw new SkippedRow(`unreadable time "${time}" (expected like 2016-12-23 18:50 +0000)`);
  }
  return local + (m[6] ? 'Z' : `${m[4]}:${m[5]}`);
}
