// While generate calls hold reserved slots, a call the quota cannot take is told to
// retry in seconds (429 quota_in_flight), not at the month's end; once the held calls settle, the
// quota is exact again: refunds make room, successes use it up. Against a real server on 127.0.0.1
// with a real store in a temp folder, and a stand-in model that answers only when the test says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmDrafter, createOpenAiClient } from '../../backend/drafts/llmDrafter';
import { silentLogger } from '../../backend/log/logger';
import { errorOf, GOOD_IDEA, manualClock, post, startTestServer, type TestServer } from '../backend/support/testServer';
import { startHeldModel, type HeldModel } from './support/heldModel';

// Mid-month, so the month-end Retry-After is a known, long wait: 21.5 days to 2026-04-01T00:00Z.
const NOW = '2026-03-10T12:00:00Z';
const SECONDS_TO_MONTH_END = 21 * 86_400 + 12 * 3_600;
const FREE_GENERATE_LIMIT = 5;
const SPENT_FIRST = 3;
const IN_FLIGHT = FREE_GENERATE_LIMIT - SPENT_FIRST;
const PROVIDER_FAILURE = { kind: 'http', status: 500, body: { error: { message: 'overloaded', type: 'server_error' } } } as const;

let model: HeldModel;
let server: TestServer;
let requests = 0;

beforeAll(async () => {
  model = await startHeldModel();
  // A model timeout far beyond the test: a held call ends only when the test answers it.
  const client = createOpenAiClient({ apiKey: 'sk-test-provider-key', baseURL: model.baseURL, timeoutMs: 60_000 });
  const drafter = createLlmDrafter({ client, model: 'held-model', timeoutMs: 60_000, logger: silentLogger });
  server = await startTestServer({ drafter, modelTimeoutMs: 60_000, clock: manualClock(NOW) });
});
afterAll(async () => {
  await server.close();
  await model.close();
  console.log(`in-flight quota: ${requests} generate requests made, ${model.arrived} model calls`);
});

function generate(key: string): Promise<Response> {
  requests += 1;
  return post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2 });
}

/** Starts `count` generate calls and resolves once all of them are waiting on the model, slots held. */
async function startHeld(key: string, count: number): Promise<Array<Promise<Response>>> {
  const expected = model.arrived + count;
  const calls = Array.from({ length: count }, () => generate(key));
  await model.arrivals(expected);
  return calls;
}

async function generateAnswered(key: string): Promise<Response> {
  const [call] = await startHeld(key, 1);
  model.answerAll({ kind: 'variants' });
  return call!;
}

async function usedGenerate(key: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { endpoints: { generate: { used: number } } }).endpoints.generate.used;
}

/** A key of the free tier with `IN_FLIGHT` generate calls left this month. */
async function keyWithInFlightLeft(): Promise<string> {
  const key = await server.newKey('free');
  for (let i = 0; i < SPENT_FIRST; i++) expect((await generateAnswered(key)).status).toBe(200);
  expect(await usedGenerate(key)).toBe(SPENT_FIRST);
  return key;
}

async function expectInFlight429(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(5);
  const error = await errorOf(res);
  expect(error.code).toBe('quota_in_flight');
  expect(error.message).toMatch(/in flight/);
  expect(error.message).toContain(`${SPENT_FIRST} are counted and ${IN_FLIGHT} more are still running`);
  expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
}

describe('generate calls in flight hold the last slots', () => {
  it('a call denied meanwhile gets a short retryable 429; once the held calls fail and are refunded, the next call succeeds', async () => {
    const key = await keyWithInFlightLeft();
    const held = await startHeld(key, IN_FLIGHT);
    const callsBefore = model.arrived;

    // A burst while the slots are held: every call is told to retry soon, none reaches the model.
    const burst = await Promise.all(Array.from({ length: 6 }, () => generate(key)));
    for (const res of burst) await expectInFlight429(res);
    expect(model.arrived).toBe(callsBefore);
    expect(await usedGenerate(key)).toBe(FREE_GENERATE_LIMIT);

    // Score has its own quota: generate's held slots do not touch it.
    expect((await post(server.url, '/api/v1/score', key, { text: GOOD_IDEA })).status).toBe(200);

    expect(model.answerAll(PROVIDER_FAILURE)).toBe(IN_FLIGHT);
    for (const res of await Promise.all(held)) {
      expect(res.status).toBe(502);
      expect((await errorOf(res)).code).toBe('upstream_error');
    }
    expect(await usedGenerate(key)).toBe(SPENT_FIRST);

    const next = await generateAnswered(key);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe(String(IN_FLIGHT - 1));
    expect(await usedGenerate(key)).toBe(SPENT_FIRST + 1);
  });

  it('when the held calls all succeed, the next call gets the usual month-end 429 and nothing passed the limit', async () => {
    const key = await keyWithInFlightLeft();
    const held = await startHeld(key, IN_FLIGHT);
    await expectInFlight429(await generate(key));

    expect(model.answerAll({ kind: 'variants' })).toBe(IN_FLIGHT);
    for (const res of await Promise.all(held)) expect(res.status).toBe(200);
    expect(await usedGenerate(key)).toBe(FREE_GENERATE_LIMIT);

    const callsBefore = model.arrived;
    const res = await generate(key);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(SECONDS_TO_MONTH_END));
    const error = await errorOf(res);
    expect(error.code).toBe('quota_exceeded');
    expect(error.message).toMatch(/^Monthly generate quota exhausted/);
    expect(model.arrived).toBe(callsBefore);
    expect(await usedGenerate(key)).toBe(FREE_GENERATE_LIMIT);
  });

  it('one held call fails and one succeeds: exactly the refunded slot comes back', async () => {
    const key = await keyWithInFlightLeft();
    const [failing] = await startHeld(key, 1);
    const [succeeding] = await startHeld(key, 1);
    await expectInFlight429(await generate(key));

    model.answerOldest(PROVIDER_FAILURE);
    expect((await failing!).status).toBe(502);
    expect(await usedGenerate(key)).toBe(FREE_GENERATE_LIMIT - 1);

    // The refunded slot is taken by a new call: two held again, the quota full again.
    const [refilled] = await startHeld(key, 1);
    expect((await errorOf(await generate(key))).code).toBe('quota_in_flight');
    expect(model.answerAll({ kind: 'variants' })).toBe(2);
    expect((await succeeding!).status).toBe(200);
    expect((await refilled!).status).toBe(200);
    expect(await usedGenerate(key)).toBe(FREE_GENERATE_LIMIT);
    expect((await errorOf(await generate(key))).code).toBe('quota_exceeded');
  });
});
