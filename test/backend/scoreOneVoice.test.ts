// The API's reasons in one voice per word: over HTTP, a reason in the post's favour never quotes the words the
// editor's blockers mark, and the old data's view of the bait is said once, by the platform's policy reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoreResult } from '../../shared/index';
import { post, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await server.newKey('pro');
});
afterAll(() => server.close());

async function scored(text: string): Promise<ScoreResult> {
  const res = await post(server.url, '/api/v1/score', key, { text });
  expect(res.status).toBe(200);
  return ScoreResult.parse(await res.json());
}

describe('POST /api/v1/score speaks one voice per word', () => {
  it('praises neither the bait nor its condition, and says the old data once, as old data', async () => {
    const r = await scored('Like and retweet if you agree!!! Everything about this is true and everyone needs to hear it');
    expect(r.decision).toBe('reject');
    const praise = r.reasons.filter((x) => x.effect === 'up');
    for (const x of praise) expect(`${x.text} ${x.words.join(' ')}`).not.toMatch(/\b(?:retweet|agree|everything|true)\b/iu);
    const old = r.reasons.filter((x) => /\b20\d\d–\d\d\b/u.test(x.text));
    expect(old.map((x) => [x.voice, x.effect])).toEqual([['policy', 'down']]);
  });

  it('counts no detail inside the bait: the editor names the bait, and praises nothing', async () => {
    const r = await scored('Tag 3 friends who need to see this!');
    expect(r.explanation.issues.map((i) => i.concept)).toContain('engagement_bait');
    expect(r.reasons.filter((x) => x.effect === 'up')).toEqual([]);
  });
});
