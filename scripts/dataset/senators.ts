// Reads the US senators' posts (us-senators-2015/tweets.csv, UTF-8; see the dataset's README) into one
// time-ordered timeline per account. "RT @" rows are reposts of someone else's text and carry the
// original's retweet count, so they are dropped and counted. Replies are kept and flagged: they are
// the account's own writing, and a caller may still leave them out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseCsv } from './csv';
import { unescapeHtmlEntities } from './htmlEntities';

export interface SenatorPost {
  account: string;
  text: string;
  /** UTC, ISO 8601 as in the file ("2015-05-29T01:40:59Z"). */
  createdAt: string;
  likes: number;
  retweets: number;
  isReply: boolean;
}

export interface SenatorAccount {
  account: string;
  /** Followers around July 2015; null where the profile was not collected. */
  followers: number | null;
  /** Original posts (replies included), oldest first. */
  posts: SenatorPost[];
}

export const SENATORS_FILE = 'tweets.csv';

const Count = z.string().regex(/^\d+$/u, 'a count must be a non-negative integer').transform(Number);
const Row = z.object({
  screen_name: z.string().min(1),
  // Whole seconds, UTC: the one format whose text order is its time order (sorted as text below).
  created_at: z.iso.datetime({ precision: 0 }),
  text: z.string(),
  retweet_count: Count,
  favorite_count: Count,
  in_reply_to_screen_name: z.string(),
  followers: z.union([z.literal('').transform(() => null), Count]),
});
type Row = z.infer<typeof Row>;
const COLUMNS = Object.keys(Row.shape) as (keyof Row)[];

/** Code-unit order, not the locale's: the same order on every machine. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function parseSenators(csv: string, source: string): { accounts: SenatorAccount[]; reposts: number } {
  const [header, ...records] = parseCsv(csv);
  if (!header) throw new Error(`${source}: the file is empty`);
  const index = COLUMNS.map((name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${source}: no "${name}" column (header: ${header.join(',')})`);
    return i;
  });

  const accounts = new Map<string, SenatorAccount>();
  let reposts = 0;
  records.forEach((record, r) => {
    if (record.length === 1 && record[0] === '') return; // a blank line
    const parsed = Row.safeParse(Object.fromEntries(COLUMNS.map((name, k) => [name, record[index[k] as number] ?? ''])));
    if (!parsed.success) throw new Error(`${source}, row ${r + 2}: ${z.prettifyError(parsed.error)}`);
    const row = parsed.data;
    const text = unescapeHtmlEntities(row.text.replace(/\r\n?/gu, '\n'));
    if (text.startsWith('RT @')) {
      reposts++;
      return;
    }
    let account = accounts.get(row.screen_name);
    if (!account) {
      account = { account: row.screen_name, followers: row.followers, posts: [] };
      accounts.set(row.screen_name, account);
    }
    account.followers ??= row.followers;
    account.posts.push({
      account: row.screen_name,
      text,
      createdAt: row.created_at,
      likes: row.favorite_count,
      retweets: row.retweet_count,
      isReply: row.in_reply_to_screen_name !== '',
    });
  });

  const sorted = [...accounts.values()].sort((a, b) => byName(a.account, b.account));
  // The sort is stable: posts of the same second keep their order in the file.
  for (const a of sorted) a.posts.sort((p, q) => byName(p.createdAt, q.createdAt));
  return { accounts: sorted, reposts };
}

export function loadSenators(dir: string): { accounts: SenatorAccount[]; reposts: number } {
  const file = join(dir, SENATORS_FILE);
  return parseSenators(readFileSync(file, 'utf8'), file);
}
