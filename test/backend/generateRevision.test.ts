// generate with the engine as the model's editor: drafts the engine would not publish, or that state numbers
// the idea does not, go back to the model with the engine's own notes, at most two rounds, one call per round.
// A real server on 127.0.0.1 over a temp store; the model is the scripted stand-in, whose requests are recorded.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GenerateResult, score } from '../../shared/index';
import { inventedNumbers } from '../../shared/drafter/faithfulness';
import { createLlmDrafter, createOpenAiClient } from '../../backend/drafts/llmDrafter';
import { createLogger, silentLogger } from '../../backend/log/logger';
import { recordOutput } from '../support/logAudit';
import { promptOf, sampleVariant, startFakeModel, type FakeModel, type RecordedCall } from './support/fakeModel';
import { errorOf, GOOD_IDEA, post, startTestServer, type TestServer } from './support/testServer';

const TIMEOUT_MS = 400;
const BAIT = 'Like if you agree! Small pull requests get reviewed faster and ship safer.';
const CLEAN =
  'Small pull requests get reviewed faster and ship safer: a reviewer reads every line of a short change, so fewer bugs reach production.';
const INVENTED =
  'Small pull requests cut our review time by 40%: reviewers read every line of a short change, so fewer bugs reach production.';

let model: FakeModel;
let server: TestServer;

beforeAll(async () => {
  model = await startFakeModel();
  const client = createOpenAiClient({ apiKey: 'sk-test-provider-key', baseURL: model.baseURL, timeoutMs: TIMEOUT_MS });
  const drafter = createLlmDrafter({ client, model: 'test-model', timeoutMs: TIMEOUT_MS, logger: silentLogger });
  server = await startTestServer({ drafter, modelTimeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await server.close();
  await model.close();
});
afterEach(() => {
  model.calls.length = 0;
});

async function usedGenerate(key: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { endpoints: { generate: { used: number } } }).endpoints.generate.used;
}

async function generate(key: string, body: Record<string, unknown>): Promise<GenerateResult> {
  const res = await post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA, platform: 'x', ...body });
  expect(res.status).toBe(200);
  return GenerateResult.parse(await res.json());
}

const variantOf = (result: GenerateResult, text: string) => result.ranked.find((r) => r.draft === text);
const schemaCount = (call: RecordedCall) =>
  (call.body.response_format!.json_schema!.schema as { properties: { variants: { minItems: number } } }).properties.variants.minItems;

describe('a draft the editor flags goes back to the model with the fix', () => {
  it(
    'bait in round 1: the second request carries the blocker, its words and its fix; round 2’s clean ' + 'text is returned, rounds 2',
    async () => {
      const key = await server.newKey('free');
      model.script({ kind: 'variants', texts: [BAIT, sampleVariant(1)] }, { kind: 'variants', texts: [CLEAN] });
      const result = await generate(key, { n_variants: 2 });

      expect(model.calls).toHaveLength(2);
      // Only the flagged draft goes back, in a call asking for exactly one rewrite.
      expect(schemaCount(model.calls[1]!)).toBe(1);
      const sentBack = promptOf(model.calls[1]!);
      const [blocker] = score({ text: BAIT, platform: 'x' }).blockers;
      expect(blocker?.code).toBe('engagement_bait');
      expect(sentBack).toContain(BAIT);
      expect(sentBack).toContain(`On "${BAIT.slice(blocker!.span!.start, blocker!.span!.end)}": ${blocker!.message} Fix: ${blocker!.fix}`);
      expect(sentBack).not.toContain(sampleVariant(1));

      expect(result.ranked.map((r) => r.draft).sort()).toEqual([CLEAN, sampleVariant(1)].sort());
      expect(variantOf(result, CLEAN)?.revision).toEqual({ rounds: 2, invented_numbers: [] });
      expect(variantOf(result, CLEAN)?.sim.decision).toBe('publish');
      expect(variantOf(result, sampleVariant(1))?.revision).toEqual({ rounds: 1, invented_numbers: [] });
      expect(await usedGenerate(key)).toBe(1);
    },
  );

  it('a draft the editor publishes is not sent back: one model call', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: [CLEAN] });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(1);
    expect(result.ranked[0]?.revision).toEqual({ rounds: 1, invented_numbers: [] });
  });

  it('the offline drafter’s variants carry no revision', async () => {
    const offline = await startTestServer();
    try {
      const key = await offline.newKey('free');
      const res = await post(offline.url, '/api/v1/generate', key, { idea: GOOD_IDEA });
      const result = GenerateResult.parse(await res.json());
      expect(result.ranked.every((r) => r.revision === undefined)).toBe(true);
    } finally {
      await offline.close();
    }
  });
});

describe('numbers the idea does not state', () => {
  it('an invented number is sent back naming it; the rewrite without it is returned', async () => {
    const key = await server.newKey('free');
    const invented = inventedNumbers(GOOD_IDEA, INVENTED);
    expect(invented).toEqual(['40']);
    // The editor alone would publish it: the number is what sends it back.
    expect(score({ text: INVENTED, platform: 'x' }).decision).toBe('publish');
    model.script({ kind: 'variants', texts: [INVENTED] }, { kind: 'variants', texts: [CLEAN] });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(2);
    expect(promptOf(model.calls[1]!)).toContain('The idea does not state the number "40": it is invented.');
    expect(result.ranked[0]).toMatchObject({ draft: CLEAN, revision: { rounds: 2, invented_numbers: [] } });
  });

  it('a model that keeps the number through the last round: returned flagged after 3 calls, charged once', async () => {
    const key = await server.newKey('free');
    model.script(
      { kind: 'variants', texts: [INVENTED] },
      { kind: 'variants', texts: [INVENTED] },
      { kind: 'variants', texts: [INVENTED] },
      { kind: 'variants', texts: [CLEAN] },
    );
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(3);
    expect(promptOf(model.calls[2]!)).toContain('"40"');
    expect(result.ranked[0]).toMatchObject({ draft: INVENTED, revision: { rounds: 3, invented_numbers: ['40'] } });
    expect(await usedGenerate(key)).toBe(1);
  });
});

describe('a rewrite the editor judges worse is not taken', () => {
  it('round 2 trades an invented number for bait: round 1 is kept and sent back again; round 3’s clean text is taken', async () => {
    const key = await server.newKey('free');
    expect(score({ text: BAIT, platform: 'x' }).decision).not.toBe('publish');
    model.script({ kind: 'variants', texts: [INVENTED] }, { kind: 'variants', texts: [BAIT] }, { kind: 'variants', texts: [CLEAN] });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(3);
    // What goes back in round 3 is round 1's draft, not the worse rewrite.
    expect(promptOf(model.calls[2]!)).toContain(INVENTED);
    expect(promptOf(model.calls[2]!)).not.toContain(BAIT);
    expect(result.ranked[0]).toMatchObject({ draft: CLEAN, revision: { rounds: 3, invented_numbers: [] } });
  });

  it('both rewrites worse: the first draft is returned as first drafted, flagged', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: [INVENTED] }, { kind: 'variants', texts: [BAIT] }, { kind: 'variants', texts: [BAIT] });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(3);
    expect(result.ranked[0]).toMatchObject({ draft: INVENTED, revision: { rounds: 1, invented_numbers: ['40'] } });
  });
});

describe('a revision round that fails keeps the last good drafts (200, charged once)', () => {
  it.each([
    ['times out', { kind: 'hang' } as const],
    ['answers HTTP 500', { kind: 'http', status: 500 } as const],
    ['sends an unusable answer', { kind: 'content', content: '{"variants": [' } as const],
  ])('round 2 %s: round 1’s drafts, rounds 1, no retry of the round', async (_name, failure) => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: [BAIT, sampleVariant(1)] }, failure, { kind: 'variants', texts: [CLEAN] });
    const res = await post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2, platform: 'x' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-used')).toBe('1');
    const result = GenerateResult.parse(await res.json());
    expect(model.calls).toHaveLength(2);
    expect(variantOf(result, BAIT)?.revision).toEqual({ rounds: 1, invented_numbers: [] });
    // The editor's verdict on the kept draft is still there for the writer to see.
    expect(variantOf(result, BAIT)?.sim.blockers.map((b) => b.code)).toContain('engagement_bait');
    expect(variantOf(result, sampleVariant(1))?.revision?.rounds).toBe(1);
    expect(await usedGenerate(key)).toBe(1);
  });

  it('round 3 times out: round 2’s rewrite is kept and reported as round 2', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: [BAIT] }, { kind: 'variants', texts: [INVENTED] }, { kind: 'hang' });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(3);
    expect(result.ranked[0]).toMatchObject({ draft: INVENTED, revision: { rounds: 2, invented_numbers: ['40'] } });
    expect(await usedGenerate(key)).toBe(1);
  });
});

describe('the first round fails as before: 502, refunded', () => {
  it('an unusable first answer is retried once, then 502, not charged, and nothing is sent for revision', async () => {
    const key = await server.newKey('free');
    model.script(
      { kind: 'content', content: 'Sure! Here are your posts.' },
      { kind: 'content', content: '{"variants": [' },
      { kind: 'variants' },
    );
    const res = await post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('upstream_error');
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
    expect(model.calls).toHaveLength(2);
    expect(await usedGenerate(key)).toBe(0);
  });

  it('an unusable first answer, then bait: the retry drafts, the editor sends the bait back, 3 calls in all', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'content', content: 'Sure!' }, { kind: 'variants', texts: [BAIT] }, { kind: 'variants', texts: [CLEAN] });
    const result = await generate(key, { n_variants: 1 });
    expect(model.calls).toHaveLength(3);
    expect(result.ranked[0]).toMatchObject({ draft: CLEAN, revision: { rounds: 2 } });
  });
});

describe('the idea’s language is named', () => {
  const SPANISH_IDEA = 'Los pull requests pequeños se revisan más rápido y se publican con menos riesgo';
  const SPANISH_BAIT = 'Dale like si estás de acuerdo: los pull requests pequeños se revisan más rápido.';

  it('a Spanish idea: the draft request and the revision request both say to write in Spanish', async () => {
    const key = await server.newKey('free');
    expect(score({ text: SPANISH_BAIT, platform: 'x' }).decision).not.toBe('publish');
    model.script({ kind: 'variants', texts: [SPANISH_BAIT] }, { kind: 'variants', texts: [SPANISH_IDEA] });
    await generate(key, { idea: SPANISH_IDEA, n_variants: 1 });
    expect(model.calls).toHaveLength(2);
    for (const call of model.calls) expect(promptOf(call)).toContain('The idea is in Spanish: write every post in Spanish');
  });

  it('an English idea is named English', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: [CLEAN] });
    await generate(key, { idea: 'We shipped the new billing page and the support tickets about invoices stopped', n_variants: 1 });
    expect(promptOf(model.calls[0]!)).toContain('write every post in English');
  });
});

describe('a client that goes away during a revision round', () => {
  it('the round is cancelled with the call, which is not charged (nobody reads its answer)', async () => {
    // The server's own log line for the failed call is the signal that it has settled (and refunded).
    const failures: Array<() => void> = [];
    const logger = createLogger((line) => {
      recordOutput('in-process server log', line);
      if ((JSON.parse(line) as { message?: string }).message === 'request failed') for (const settle of failures.splice(0)) settle();
    });
    // A model timeout far beyond the test: the held round ends only because the client left.
    const client = createOpenAiClient({ apiKey: 'sk-test-provider-key', baseURL: model.baseURL, timeoutMs: 60_000 });
    const drafter = createLlmDrafter({ client, model: 'test-model', timeoutMs: 60_000, logger });
    const watched = await startTestServer({ drafter, modelTimeoutMs: 60_000, logger });
    try {
      const key = await watched.newKey('free');
      model.script({ kind: 'variants', texts: [BAIT] }, { kind: 'hang' });
      const leaving = new AbortController();
      const settled = new Promise<void>((resolve) => failures.push(resolve));
      const call = fetch(`${watched.url}/api/v1/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ idea: GOOD_IDEA, n_variants: 1 }),
        signal: leaving.signal,
      });
      await model.arrivals(2);
      leaving.abort();
      await expect(call).rejects.toThrow();
      await settled;
      const usage = await fetch(`${watched.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
      expect(((await usage.json()) as { endpoints: { generate: { used: number } } }).endpoints.generate.used).toBe(0);
    } finally {
      await watched.close();
    }
  });
});
