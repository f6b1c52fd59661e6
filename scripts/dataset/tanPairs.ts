// Tan, Lee & Pang's wording pairs (ACL 2014): two posts by the same account linking the same URL,
// worded differently, and which of the two was retweeted more. See the dataset's README.
//
// The two files label the winner differently:
//   - train.jsonl: more_retweeted is "first" or "second" (no counts);
//   - val.jsonl:   more_retweeted is "0" or "1", next to first_retweets and second_retweets.
// Checked against the counts on all 1,140 val pairs: "0" always goes with first_retweets >
// second_retweets (570 pairs) and "1" with second_retweets > first_retweets (570), never a tie. So "0"
// is the first text and "1" the second. A row whose counts contradict its label is refused, so a file
// that labels the other way round fails loudly instead of turning every result upside down.
import { z } from 'zod';
import { unescapeHtmlEntities } from './htmlEntities';
import { readJsonLines } from './jsonLines';

export interface TanPair {
  first: string;
  second: string;
  winner: 'first' | 'second';
  /** The account that posted both (val.jsonl only; train.jsonl does not name it). */
  screenName: string | null;
  /** When each text was posted, ISO 8601 UTC (val.jsonl only): the engine scores a post under the policies of its day. */
  firstPostedAt: string | null;
  secondPostedAt: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Twitter's API wrote dates as "Tue May 07 07:45:38 +0000 2013", always in UTC.
const TWITTER_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) \+0000 (\d{4})$/u;

/** A date as Twitter's API wrote it, as ISO 8601 UTC; a string in any other shape is refused. */
export function twitterDate(value: string): string | null {
  const m = TWITTER_DATE.exec(value);
  const month = m ? MONTHS.indexOf(m[1] as string) : -1;
  if (!m || month < 0) return null;
  const [, , day, hour, minute, second, year] = m.map(Number) as number[];
  const date = new Date(Date.UTC(year as number, month, day, hour, minute, second));
  return date.getUTCDate() === day ? date.toISOString() : null;
}

const PostedAt = z
  .string()
  .transform((value, ctx) => {
    const iso = twitterDate(value);
    if (iso === null) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `date "${value}" is not a date as Twitter's API writes one ("Tue May 07 07:45:38 +0000 2013")`,
      });
      return z.NEVER;
    }
    return iso;
  })
  .optional();

const WINNER = { first: 'first', second: 'second', '0': 'first', '1': 'second' } as const;
const Count = z.number().int().min(0);

const Row = z
  .object({
    first_text: z.string(),
    second_text: z.string(),
    more_retweeted: z.enum(['first', 'second', '0', '1']),
    screen_name: z.string().optional(),
    first_retweets: Count.optional(),
    second_retweets: Count.optional(),
    first_date: PostedAt,
    second_date: PostedAt,
  })
  .transform((row, ctx): TanPair => {
    const winner = WINNER[row.more_retweeted];
    const { first_retweets: a, second_retweets: b } = row;
    if (a !== undefined && b !== undefined && a !== b && (a > b ? 'first' : 'second') !== winner) {
      ctx.issues.push({
        code: 'custom',
        input: row,
        message: `more_retweeted "${row.more_retweeted}" contradicts the counts (first ${a}, second ${b} retweets)`,
      });
      return z.NEVER;
    }
    return {
      first: unescapeHtmlEntities(row.first_text),
      second: unescapeHtmlEntities(row.second_text),
      winner,
      screenName: row.screen_name ?? null,
      firstPostedAt: row.first_date ?? null,
      secondPostedAt: row.second_date ?? null,
    };
  });

/** Every pair of a train.jsonl or val.jsonl file, in file order. */
export function loadTanPairs(file: string): TanPair[] {
  return readJsonLines(file, Row);
}
