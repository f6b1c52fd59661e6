// A datasets root holding every data set `npm run fit` learns from, small enough to fit in a test: a few
// senators, FiveThirtyEight's format (./datasetFixture.ts), Tan's training pairs and the given headline tests.
// The held-out fits of `npm run eval` (scripts/eval/heldOutForecast.ts) then run for real on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvOf, syntheticTimeline, writeDatasets } from './datasetFixture';
import { writeHeadlineDatasets, type ArmRow } from './headlineFixture';

const SENATORS = ['SenA', 'SenB', 'SenC', 'SenD', 'SenE', 'SenF'];
const POSTS_PER_SENATOR = 40;

const quote = (text: string) => `"${text.replace(/"/gu, '""')}"`;

/** us-senators-2015/tweets.csv: each senator a synthetic timeline (likes that depend on the text), a post a minute. */
function senatorsCsv(): string {
  const rows = SENATORS.flatMap((name, s) =>
    syntheticTimeline(POSTS_PER_SENATOR, s * 5).map((p, k) => {
      const at = `2015-03-01T${String(Math.floor(k / 60)).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}:00Z`;
      return `${name},${at},${quote(p.text)},${p.retweets},${p.favorites},,${1000 * (s + 1)}`;
    }),
  );
  return `${['screen_name,created_at,text,retweet_count,favorite_count,in_reply_to_screen_name,followers', ...rows].join('\n')}\n`;
}

/** tan-wording-pairs/train.jsonl: neighbouring synthetic posts, the one liked more as the more retweeted. */
function tanTrainJsonl(): string {
  const posts = syntheticTimeline(41, 11);
  return `${posts
    .slice(1)
    .map((p, i) => {
      const q = posts[i] as (typeof posts)[number];
      return JSON.stringify({ first_text: q.text, second_text: p.text, more_retweeted: q.favorites >= p.favorites ? 'first' : 'second' });
    })
    .join('\n')}\n`;
}

export function writeFitDatasets(headlines: readonly ArmRow[]): string {
  const root = writeDatasets({ Alpha: csvOf('Alpha', syntheticTimeline(40, 0)), Beta: csvOf('Beta', syntheticTimeline(30, 3)) });
  mkdirSync(join(root, 'us-senators-2015'));
  writeFileSync(join(root, 'us-senators-2015', 'tweets.csv'), senatorsCsv());
  mkdirSync(join(root, 'tan-wording-pairs'));
  writeFileSync(join(root, 'tan-wording-pairs', 'train.jsonl'), tanTrainJsonl());
  return writeHeadlineDatasets(headlines, root);
}
