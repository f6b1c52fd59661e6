// generate with a language model: each outcome of the model call against a small OpenAI-compatible
// server started here, through the real openai package; failures are 502 and refunded.
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GenerateResult } from '../../shared/index';
import { createLlmDrafter, createOpenAiClient } from '../../backend/drafts/llmDrafter';
import { silentLogger } from '../../backend/log/logger';
import { sampleVariant, startFakeModel, type FakeModel } from './support/fakeModel';
import { errorOf, GOOD_IDEA, post, startTestServer, type TestServer } from './support/testServer';

const TIMEOUT_MS = 400;
let model: FakeModel;
let server: TestServer;

function drafterFor(baseURL: string) {
  const client = createOpenAiClient({ apiKey: 'sk-test-provider-key', baseURL, timeoutMs: TIMEOUT_MS });
  return createLlmDrafter({ client, model: 'test-model', timeoutMs: TIMEOUT_MS, logger: silentLogger });
}

beforeAll(async () => {
  model = await startFakeModel();
  server = await startTestServer({ drafter: drafterFor(model.baseURL), modelTimeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await server.close();
  await model.close();
});
afterEach(() => {
  model.calls.length = 0;
});

async function generateAs(key: string, body: Record<string, unknown> = {}) {
  return post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA, ...body });
}

async function usedGenerate(key: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { endpoints: { generate: { used: number } } }).endpoints.generate.used;
}

describe('model success', () => {
  it('one call returns all n variants, scored and ranked by pre_publish_score, charged once', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants' });
    const res = await generateAs(key, { n_variants: 4, persona: 'engineering managers' });
    expect(res.status).toBe(200);
    const result = GenerateResult.parse(await res.json());
    expect(result.n).toBe(4);
    expect(result.drafter).toEqual({ kind: 'llm', model: 'test-model' });
    expect(result.ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const scores = result.ranked.map((r) => r.sim.pre_publish_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.ranked.map((r) => r.draft).sort()).toEqual([0, 1, 2, 3].map(sampleVariant).sort());
    // No post_format asked: the four formats in turn.
    const formatOf = new Map(result.ranked.map((r) => [r.draft, r.post_format]));
    expect([0, 1, 2, 3].map((i) => formatOf.get(sampleVariant(i)))).toEqual([
      'problem_diagnosis',
      'build_in_public',
      'tactical_checklist',
      'contrarian',
    ]);
    expect(model.calls).toHaveLength(1);
    expect(await usedGenerate(key)).toBe(1);
  });

  it('the request is a chat completion with the model, a strict json_schema for exactly n, the persona and the format guide', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants' });
    expect((await generateAs(key, { n_variants: 2, post_format: 'contrarian', persona: 'indie SaaS founders' })).status).toBe(200);
    const call = model.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer sk-test-provider-key');
    expect(call.body.model).toBe('test-model');
    expect(call.body.response_format?.type).toBe('json_schema');
    expect(call.body.response_format?.json_schema?.strict).toBe(true);
    const variants = (
      call.body.response_format!.json_schema!.schema as { properties: { variants: { minItems: number; maxItems: number } } }
    ).properties.variants;
    expect([variants.minItems, variants.maxItems]).toEqual([2, 2]);
    const user = call.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain(GOOD_IDEA);
    expect(user).toContain('indie SaaS founders');
    expect(user.match(/Variant \d: Contrarian:/g)).toEqual(['Variant 1: Contrarian:', 'Variant 2: Contrarian:']);
  });
});

describe('model failures: 502 upstream_error, quota refunded', () => {
  it.each([
    [
      'HTTP 500',
      { kind: 'http', status: 500 } as const,
      'The language model server answered HTTP 500. Retry later; the call was not charged to your quota.',
    ],
    [
      'HTTP 429 from the provider',
      { kind: 'http', status: 429 } as const,
      'The language model server answered HTTP 429. Retry later; the call was not charged to your quota.',
    ],
    [
      'a timeout',
      { kind: 'hang' } as const,
      `The language model did not answer within ${TIMEOUT_MS} ms. Retry later; the call was not charged to your quota.`,
    ],
    [
      'a reply that is not JSON',
      { kind: 'notJson' } as const,
      'The language model server sent a reply that is not JSON. Retry later; the call was not charged to your quota.',
    ],
  ])('%s → 502 after one call, not retried, not charged', async (_name, behaviour, message) => {
    const key = await server.newKey('free');
    model.script(behaviour);
    const res = await generateAs(key);
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: 'upstream_error', message });
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
    expect(model.calls).toHaveLength(1);
    expect(await usedGenerate(key)).toBe(0);
  });

  it('the provider key never appears in the error', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'http', status: 401 });
    const res = await generateAs(key);
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain('sk-test-provider-key');
  });

  it('malformed content, then malformed again → 502 after exactly one retry', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'content', content: '{"variants": [' }, { kind: 'content', content: 'Sure! Here are your posts.' });
    const res = await generateAs(key);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(
      'The language model returned unusable drafts twice (the answer was not valid JSON). Retry later; the ' +
        'call was not charged to your quota.',
    );
    expect(model.calls).toHaveLength(2);
    expect(await usedGenerate(key)).toBe(0);
  });

  it('wrong count, then the right count → 200 on the retry, which tells the model what was wrong', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', count: 2 }, { kind: 'variants' });
    const res = await generateAs(key, { n_variants: 3 });
    expect(res.status).toBe(200);
    expect(GenerateResult.parse(await res.json()).n).toBe(3);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]!.body.messages.at(-1)!.content).toBe(
      'Your previous answer could not be used (expected exactly 3 variants (got 2)). Answer again with JSON only, exactly 3 variants.',
    );
    expect(await usedGenerate(key)).toBe(1);
  });

  it('wrong count twice → 502 naming the problem', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', count: 5 }, { kind: 'variants', count: 1 });
    const res = await generateAs(key, { n_variants: 3 });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(
      'The language model returned unusable drafts twice (expected exactly 3 variants (got 1)). Retry ' +
        'later; the call was not charged to your quota.',
    );
    expect(await usedGenerate(key)).toBe(0);
  });

  it('an empty variant text counts as invalid output', async () => {
    const key = await server.newKey('free');
    model.script({ kind: 'variants', texts: ['   ', sampleVariant(1), sampleVariant(2)] }, { kind: 'variants' });
    const res = await generateAs(key);
    expect(res.status).toBe(200);
    expect(model.calls).toHaveLength(2);
  });

  it('a refused connection → 502, refunded', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const refused = await startTestServer({ drafter: drafterFor(`http://127.0.0.1:${port}/v1`), modelTimeoutMs: TIMEOUT_MS });
    try {
      const key = await refused.newKey('free');
      const res = await post(refused.url, '/api/v1/generate', key, { idea: GOOD_IDEA });
      expect(res.status).toBe(502);
      expect((await errorOf(res)).message).toBe(
        'The language model server could not be reached. Retry later; the call was not charged to your quota.',
      );
      expect(res.headers.get('x-ratelimit-used')).toBe('0');
    } finally {
      await refused.close();
    }
  });
});

describe('offline drafter (no model configured)', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer();
  });
  afterAll(() => offline.close());

  it('serves generate with the embedded drafter: 3 ranked variants by default', async () => {
    const key = await offline.newKey('free');
    const res = await post(offline.url, '/api/v1/generate', key, { idea: GOOD_IDEA });
    expect(res.status).toBe(200);
    const result = GenerateResult.parse(await res.json());
    expect(result.drafter).toEqual({ kind: 'offline' });
    expect(result.n).toBe(3);
    expect(result.ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
    const scores = result.ranked.map((r) => r.sim.pre_publish_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('honours n_variants and a fixed post_format', async () => {
    const key = await offline.newKey('free');
    const mixed = GenerateResult.parse(
      await (await post(offline.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 10 })).json(),
    );
    // Ten rewrites of one sentence would be the same words reordered: fewer come back, each labelled with what
    // it does, and the answer says why.
    expect(mixed.n).toBe(mixed.ranked.length);
    expect(mixed.n).toBeLessThan(10);
    expect(mixed.shortfall).toMatchObject({ asked: 10, own_words_only: false });
    expect(mixed.shortfall?.reason).toMatch(new RegExp(`^${mixed.n} of the 10 variants asked for`, 'u'));
    expect(mixed.ranked.every((r) => typeof r.label === 'string' && r.label.length > 0)).toBe(true);
    // In one format the offline drafter gives as many honest rewrites as the idea holds, up to n: never padding.
    const res = await post(offline.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 10, post_format: 'tactical_checklist' });
    const result = GenerateResult.parse(await res.json());
    expect(result.n).toBe(result.ranked.length);
    expect(result.n).toBeGreaterThanOrEqual(1);
    expect(result.n).toBeLessThanOrEqual(10);
    expect(new Set(result.ranked.map((r) => r.post_format))).toEqual(new Set(['tactical_checklist']));
  });
});
