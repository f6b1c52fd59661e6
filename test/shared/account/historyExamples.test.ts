// The history files of docs/examples, which the READMEs upload and check with, import as the READMEs say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calibrateAccount } from '../../../shared/index';
import { importHistory } from '../../../shared/account/import/importHistory';

const EXAMPLES = fileURLToPath(new URL('../../../docs/examples/', import.meta.url));
const example = (name: string) => ({ name, text: readFileSync(join(EXAMPLES, name), 'utf8') });

describe('the example history files', () => {
  it("X's content export: 36 posts of April 2025 placed at their ids' times, the reply and the placeholder row skipped", () => {
    const file = example('account_analytics_content_2025-04-01_2025-04-30.csv');
    const result = importHistory([file]);
    expect([result.received, result.posts.length, result.refused]).toEqual([38, 36, []]);
    expect(result.skipped.map((s) => s.reason)).toEqual([
      'a reply, not an original post',
      'a placeholder row (its Post Link ends in /status/undefined), not a post',
    ]);
    expect(result.posts.every((p) => p.time_known === false && p.posted_at.startsWith('2025-04-'))).toBe(true);
    expect(result.posts[0]).toMatchObject({ post_id: '1906964746859450368', posted_at: '2025-04-01T07:00:00Z' });
    expect(calibrateAccount(result.posts, { platform: 'x' })).toMatchObject({ status: 'calibrated', posts: 36 });
  });

  it('the Portuguese monthly export reads as the English one it was translated from (its header only)', () => {
    const portuguese = importHistory([example('tweet_activity_metrics_acme_20161101_20161201_pt.csv')]);
    const english = importHistory([example('tweet_activity_metrics_2016-11.csv')]);
    expect(portuguese.posts).toHaveLength(17);
    expect(portuguese.posts).toEqual(english.posts);
  });
});
