// POST /api/v1/score answers lean by default (its budget: at most 8 KB for a 280-character post); the whole
// explanation trace (`phoenix`) comes only with explain: "full". Generate's variants carry the lean result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateResult, ScoreResult, score } from '../../shared/index';
import { post, startTestServer, type TestServer } from './support/testServer';

// 280 characters, the size the budget is stated for.
const TEXT =
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps and a tour nobody ' +
  'finished. Activation went from 21% to 34% in one week. Which step in your own product would you ' +
  'delete first, and what would it cost you to try that this week? Tell us: we read every reply.';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await server.newKey('pro');
});
afterAll(() => server.close());

describe('the score answer, lean by default', () => {
  it('leaves out the trace and stays within 8 KB for a 280-character post, with every field of the contract’s score result', async () => {
    expect([...TEXT].length).toBe(280);
    const res = await post(server.url, '/api/v1/score', key, { text: TEXT });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(8 * 1024);
    const result = ScoreResult.parse(JSON.parse(body));
    expect(result.phoenix).toBeUndefined();
    for (const field of [
      'decision',
      'pre_publish_score',
      'phoenix_score',
      'composite_score',
      'audience_resonance',
      'blockers',
      'phoenix_actions_top',
      'composite_dimensions',
      'expected_engagement',
      'view_curve',
      'layers_used',
    ]) {
      expect(result).toHaveProperty(field);
    }
  });

  it('adds the whole trace with explain: "full", and nothing else changes', async () => {
    const res = await post(server.url, '/api/v1/score', key, { text: TEXT, explain: 'full' });
    const { phoenix, ...rest } = ScoreResult.parse(await res.json());
    expect(phoenix?.actions.length).toBeGreaterThan(10);
    expect(rest).toEqual(score({ text: TEXT }));
  });

  it('refuses an unknown explain level with a 400 in the one error shape', async () => {
    const res = await post(server.url, '/api/v1/score', key, { text: TEXT, explain: 'everything' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('gives generate’s variants the same lean result', async () => {
    const res = await post(server.url, '/api/v1/generate', key, { idea: 'weekly small releases beat big launches', n_variants: 2 });
    const result = GenerateResult.parse(await res.json());
    for (const v of result.ranked) expect(v.sim.phoenix).toBeUndefined();
  });
});
