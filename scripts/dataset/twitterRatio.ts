// Reads FiveThirtyEight's twitter-ratio CSVs (one file per account) into time-ordered timelines of
// original posts. Bytes are mac_roman (see the dataset README); "RT @" rows are reposts of someone
// else's text and are dropped.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { parseCsv } from './csv';
import { cleanPostText } from './postText';

export interface Post {
  author: string;
  /** The status id as decimal digits (ids exceed 2^53, so never a JS number). */
  statusId: string;
  createdAt: Date;
  text: string;
  replies: number;
  retweets: number;
  favorites: number;
}

export interface Timeline {
  author: string;
  /** Original posts, oldest first. */
  posts: Post[];
  reposts: number;
}

const Count = z.string().regex(/^\d+$/u, 'a count must be a non-negative integer').transform(Number);
const Row = z.object({
  created_at: z.string(),
  text: z.string(),
  url: z.string(),
  replies: Count,
  retweets: Count,
  favorites: Count,
});

/** "M/D/YY H:MM", read as UTC (the files carry no zone; only the order within an account matters). */
export function parseCreatedAt(value: string): Date {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}) (\d{1,2}):(\d{2})$/u.exec(value.trim());
  if (!m) throw new Error(`created_at "${value}" is not M/D/YY H:MM`);
  const [, month, day, year, hour, minute] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) {
    throw new Error(`created_at "${value}" is not a real date and time`);
  }
  return date;
}

export function statusIdFromUrl(url: string): string {
  const m = /\/status(?:es)?\/(\d+)/u.exec(url);
  if (!m) throw new Error(`url "${url}" has no status id`);
  return m[1] as string;
}

/** Even or odd status id, from its last digit: the split between fitting and held-out evaluation. */
export function idParity(statusId: string): 'even' | 'odd' {
  return Number(statusId.at(-1)) % 2 === 0 ? 'even' : 'odd';
}

function compareTime(a: Post, b: Post): number {
  const dt = a.createdAt.getTime() - b.createdAt.getTime();
  if (dt !== 0) return dt;
  // Same minute: status ids are time-ordered (snowflake ids), so they break the tie in posting order.
  const ia = BigInt(a.statusId);
  const ib = BigInt(b.statusId);
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

/** Parses one account's file (raw bytes); the author is the file's name without ".csv". */
export function parseTimeline(author: string, bytes: Uint8Array): Timeline {
  const records = parseCsv(new TextDecoder('macintosh').decode(bytes));
  const header = records[0];
  if (!header) throw new Error(`${author}: the file is empty`);
  const column = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${author}: no "${name}" column (header: ${header.join(',')})`);
    return i;
  };
  const cols = {
    created_at: column('created_at'),
    text: column('text'),
    url: column('url'),
    replies: column('replies'),
    retweets: column('retweets'),
    favorites: column('favorites'),
  };

  const posts: Post[] = [];
  const seen = new Set<string>();
  let reposts = 0;
  records.slice(1).forEach((record, index) => {
    if (record.length === 1 && record[0] === '') return; // a blank line
    const fields = Object.fromEntries(Object.entries(cols).map(([name, i]) => [name, record[i] ?? '']));
    const parsed = Row.safeParse(fields);
    if (!parsed.success) throw new Error(`${author}, row ${index + 2}: ${z.prettifyError(parsed.error)}`);
    const row = parsed.data;
    const text = cleanPostText(row.text);
    if (text.startsWith('RT @')) {
      reposts++;
      return;
    }
    const statusId = statusIdFromUrl(row.url);
    if (seen.has(statusId)) return; // the same post listed twice counts once
    seen.add(statusId);
    posts.push({
      author,
      statusId,
      createdAt: parseCreatedAt(row.created_at),
      text,
      replies: row.replies,
      retweets: row.retweets,
      favorites: row.favorites,
    });
  });
  posts.sort(compareTime);
  return { author, posts, reposts };
}

/** Every *.csv in the folder, in file-name order, so runs are reproducible. */
export function loadTwitterRatio(dir: string): Timeline[] {
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort();
  if (files.length === 0) throw new Error(`${dir} holds no .csv files`);
  return files.map((f) => parseTimeline(basename(f, '.csv'), readFileSync(join(dir, f))));
}
