// No provider key, post text or engine exception message in any log line. The model
// stand-in's error bodies quote the provider key and the post, the engine and the calibrator throw with
// the post in their message; every line the server writes (its logger, and anything on stderr or the
// console) is captured across the requests. The lines must still say which model call failed and how.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Calibrator } from '../../backend/accounts/calibrator';
import { createLlmDrafter, createOpenAiClient } from '../../backend/drafts/llmDrafter';
import { createLogger } from '../../backend/log/logger';
import { syntheticPosts } from '../backend/support/accountHistory';
import { accountApi, newAccount } from '../backend/support/accountApi';
import { errorOf, post, startTestServer, type TestServer } from '../backend/support/testServer';
import { startHeldModel, type HeldModel, type HeldAnswer } from './support/heldModel';

const PROVIDER_KEY = 'sk-test-SECRET-4f9c2a7e1b6d8e3f0a5c9b2d7e4f1a8c';
const POST_MARKER = 'POSTTEXT-7d1e9b';
const ENGINE_MARKER = 'ENGINE-EXCEPTION-3b9f';
const IDEA = `Small pull requests ship safer ${POST_MARKER}`;

const loggerLines: string[] = [];
const otherOutput: string[] = [];
let model: HeldModel;
let server: TestServer;
let userKey: string;
let requests = 0;

// The provider echoing the key it was sent and the prompt, as real providers' 401s and 400s can.
const providerRefusal = (status: number): HeldAnswer => ({
  kind: 'http',
  status,
  body: {
    error: {
      message: `Incorrect API key provided: ${PROVIDER_KEY}. Prompt began: ${IDEA}`,
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    },
  },
});

const failingCalibrator: Calibrator = {
  calibrate: async (_owner, posts) => {
    throw new Error(`${ENGINE_MARKER}: cannot calibrate on "${posts[0]?.text}"`);
  },
  close: async () => {},
};

beforeAll(async () => {
  model = await startHeldModel();
  const logger = createLogger((line) => loggerLines.push(line));
  const client = createOpenAiClient({ apiKey: PROVIDER_KEY, baseURL: model.baseURL, timeoutMs: 60_000 });
  server = await startTestServer({
    logger,
    drafter: createLlmDrafter({ client, model: 'held-model', timeoutMs: 60_000, logger }),
    modelTimeoutMs: 60_000,
    calibrator: failingCalibrator,
    engine: {
      score: (request) => {
        throw new Error(`${ENGINE_MARKER}: cannot score "${request.text}"`);
      },
    },
  });
  userKey = await server.newKey('builder');
  // Anything else that writes from this process (the openai package, a stray console call) is checked too.
  const capture =
    (target: string[]) =>
    (...args: unknown[]) =>
      void target.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture(otherOutput));
  vi.spyOn(console, 'info').mockImplementation(capture(otherOutput));
  vi.spyOn(console, 'warn').mockImplementation(capture(otherOutput));
  vi.spyOn(console, 'error').mockImplementation(capture(otherOutput));
  vi.spyOn(console, 'debug').mockImplementation(capture(otherOutput));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    otherOutput.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
  await model.close();
});

/** A generate call whose model call the stand-in answers with `answer`. */
async function generateAnsweredWith(answer: HeldAnswer): Promise<Response> {
  requests += 1;
  const expected = model.arrived + 1;
  const call = post(server.url, '/api/v1/generate', userKey, { idea: IDEA, n_variants: 2 });
  await model.arrivals(expected);
  model.answerAll(answer);
  return call;
}

const entries = () => loggerLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('no secret, post text or engine message in any log line', () => {
  it('a provider refusal quoting the key and the post: logged as the model call that failed, its status, class and time', async () => {
    const res = await generateAnsweredWith(providerRefusal(401));
    expect(res.status).toBe(502);
    const { request_id } = await errorOf(res);

    const modelLine = entries().find((e) => e.message === 'model call failed' && e.status === 401);
    expect(modelLine).toMatchObject({ level: 'warn', model: 'held-model', error_class: 'AuthenticationError', error_status: 401 });
    expect(modelLine!.reason).toBe('The language model server answered HTTP 401.');
    expect(modelLine!.elapsed_ms).toEqual(expect.any(Number));

    const requestLine = entries().find((e) => e.request_id === request_id);
    expect(requestLine).toMatchObject({
      level: 'error',
      message: 'request failed',
      path: '/api/v1/generate',
      code: 'upstream_error',
      error_class: 'AuthenticationError',
      error_status: 401,
    });
  });

  it('other provider failures quoting the key: a 500, a 400, and a 200 that is no chat completion', async () => {
    const answers: HeldAnswer[] = [
      providerRefusal(500),
      providerRefusal(400),
      { kind: 'http', status: 200, body: { note: `key ${PROVIDER_KEY}, post ${IDEA}` } },
    ];
    for (const answer of answers) expect((await generateAnsweredWith(answer)).status).toBe(502);
    const statuses = entries()
      .filter((e) => e.message === 'request failed' && e.code === 'upstream_error')
      .map((e) => e.error_status);
    expect(statuses).toEqual([401, 500, 400, undefined]);
    expect(entries().some((e) => e.message === 'model reply is not a chat completion')).toBe(true);
  });

  it('an engine exception quoting the post: the class is logged, not the message', async () => {
    requests += 1;
    const res = await post(server.url, '/api/v1/score', userKey, { text: `Shipped the onboarding rewrite today ${POST_MARKER}` });
    expect(res.status).toBe(500);
    const { request_id } = await errorOf(res);
    expect(entries().find((e) => e.request_id === request_id)).toMatchObject({
      code: 'internal_error',
      path: '/api/v1/score',
      error_class: 'Error',
    });
  });

  it('a calibration failure quoting a post: the class is logged, not the message', async () => {
    const api = accountApi(server.url, userKey);
    const id = await newAccount(api, 'logs');
    const posts = syntheticPosts(3).map((p) => ({ ...p, text: `${p.text} ${POST_MARKER}` }));
    requests += 2;
    const res = await api.ingestPosts(id, posts);
    expect(res.status).toBe(500);
    const { request_id } = await errorOf(res);
    expect(entries().find((e) => e.request_id === request_id)).toMatchObject({ code: 'internal_error', error_class: 'Error' });
  });

  it('across all of it, no line holds the provider key, the post text, the engine message or the user key', () => {
    const lines = [...loggerLines, ...otherOutput];
    const forbidden = [PROVIDER_KEY, 'sk-test-SECRET', POST_MARKER, ENGINE_MARKER, 'Incorrect API key', userKey];
    const leaks = lines.filter((line) => forbidden.some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    expect(loggerLines.length).toBeGreaterThanOrEqual(10);
    process.stdout.write(
      `secrets in logs: ${requests} requests made, ${model.arrived} model calls, ${loggerLines.length} ` +
        `logger lines and ${otherOutput.length} other output lines checked for ${forbidden.length} secrets: ` +
        `${leaks.length} leaks\n`,
    );
  });
});
