// POST /api/v1/score with want_fixes: the engine's fixes come back in the result, each with the score its
// text gets; without it the answer has no fixes. The OpenAPI document shows both fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrateAccount, type ScoreResult, score } from '../../shared/index';
import { syntheticPosts } from './support/accountHistory';
import { accountApi, ingestPosts, newAccount } from './support/accountApi';
import { post, scoreOk, startTestServer, type TestServer } from './support/testServer';

const BAIT = 'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide. Agree? Comment YES below.';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await server.newKey('builder');
});
afterAll(() => server.close());

const scoreApi = (body: unknown): Promise<ScoreResult> => scoreOk(server.url, key, body);

describe('POST /api/v1/score with want_fixes', () => {
  it('a bait post gets a remove_bait fix whose text has no bait and whose score is the score of that text', async () => {
    const result = await scoreApi({ text: BAIT, platform: 'linkedin', want_fixes: true });
    const fix = result.fixes?.find((f) => f.kind === 'remove_bait');
    expect(fix).toMatchObject({ concept: 'engagement_bait', label: 'Remove the bait: "Agree? Comment YES below"' });
    const fixed = await scoreApi({ text: fix!.text, platform: 'linkedin' });
    expect(fixed.blockers.filter((b) => b.code === 'engagement_bait')).toEqual([]);
    expect([fix!.pre_publish_score, fix!.decision]).toEqual([fixed.pre_publish_score, fixed.decision]);
    expect(result).toEqual(score({ text: BAIT, platform: 'linkedin', want_fixes: true }));
  });

  it('without want_fixes (or with false) the result has no fixes', async () => {
    expect((await scoreApi({ text: BAIT })).fixes).toBeUndefined();
    expect((await scoreApi({ text: BAIT, want_fixes: false })).fixes).toBeUndefined();
  });

  it('a want_fixes that is not a boolean is a 400 naming the field', async () => {
    const res = await post(server.url, '/api/v1/score', key, { text: BAIT, want_fixes: 'yes' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('want_fixes');
  });

  it("with an account, each fix is scored with the account's model", async () => {
    const api = accountApi(server.url, key);
    const id = await newAccount(api, 'fixes');
    const history = syntheticPosts(40);
    await ingestPosts(api, id, history);
    const result = await scoreApi({ text: `RT if you agree: ${BAIT.split('. Agree?')[0]}.`, account: id, want_fixes: true });
    const fix = result.fixes!.find((f) => f.kind === 'remove_bait')!;
    const model = (await server.store.getAccount(id))!.model!;
    expect(model).toEqual(calibrateAccount(history, { platform: 'x' }));
    expect(fix.pre_publish_score).toBe(score({ text: fix.text, platform: 'x', account: model }).pre_publish_score);
  });
});

describe('POST /api/v1/score with one_post and x_premium', () => {
  const BOX =
    `${BAIT.split(' Agree?')[0]} We wrote it in one afternoon.\n\nThe old guide had 14 steps; the new ` +
    `one has 5, each with a screenshot and the error it prevents. Next we rewrite the billing guide, ` +
    `then the one for teams that move over from spreadsheets.`;

  it('one_post: a thread written in one box is one post, blocked over the limit with what to do; the engine answers the same', async () => {
    const asThread = await scoreApi({ text: BOX });
    const boxed = await scoreApi({ text: BOX, one_post: true, want_fixes: true });
    expect(asThread.thread).not.toBeNull();
    expect(boxed).toMatchObject({ thread: null, decision: 'reject' });
    expect(boxed.blockers.find((b) => b.code === 'over_limit')?.message).toMatch(
      /^Over X's 280: split into a thread of \d+, or cut \d+ characters\.$/,
    );
    expect(boxed).toEqual(score({ text: BOX, one_post: true, want_fixes: true }));
  });

  it("x_premium: X's limit is 25,000 characters", async () => {
    const premium = await scoreApi({ text: BOX, x_premium: true });
    expect(premium.length.limit).toBe(25_000);
    expect(premium.blockers.map((b) => b.code)).not.toContain('over_limit');
  });

  it('a one_post or x_premium that is not a boolean is a 400 naming the field', async () => {
    for (const field of ['one_post', 'x_premium']) {
      const res = await post(server.url, '/api/v1/score', key, { text: BAIT, [field]: 'yes' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(field);
    }
  });
});

describe('GET /openapi.json', () => {
  it('documents want_fixes in the request and fixes in the result', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      components: {
        schemas: Record<
          string,
          {
            properties: Record<
              string,
              { type?: string; description?: string; items?: { properties: Record<string, { enum?: string[] }> } }
            >;
          }
        >;
      };
    };
    expect(doc.components.schemas.ScoreRequest!.properties.want_fixes).toMatchObject({ type: 'boolean' });
    for (const field of ['one_post', 'x_premium'])
      expect(doc.components.schemas.ScoreRequest!.properties[field]).toMatchObject({ type: 'boolean', description: expect.any(String) });
    const fixes = doc.components.schemas.ScoreResult!.properties.fixes!;
    expect(fixes.type).toBe('array');
    expect(fixes.items!.properties.kind!.enum).toEqual([
      'remove_bait',
      'keep_best_hashtags',
      'sentence_case',
      'trim_repeats',
      'link_last',
      'cut_to_limit',
      'split_thread',
    ]);
  });
});
