// A real API server for tests: the app on 127.0.0.1 port 0 over a lowdb store in a temp folder.
import { rmSync } from 'node:fs';
import { expect } from 'vitest';
import { ScoreResult } from '../../../shared/index';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../../backend/app';
import type { Clock } from '../../../backend/clock';
import type { ServerLimits } from '../../../backend/http/serverLimits';
import { KeyService } from '../../../backend/keys/keyService';
import { listen } from '../../../backend/listen';
import { createLogger } from '../../../backend/log/logger';
import type { Tier } from '../../../backend/quota/tiers';
import { openLowdbStore } from '../../../backend/store/lowdb/lowdbStore';
import type { Store } from '../../../backend/store/store';
import { recordOutput } from '../../support/logAudit';
import { tempDir } from './tempDir';

export interface TestServer {
  url: string;
  dir: string;
  storeFile: string;
  store: Store;
  keys: KeyService;
  newKey(tier?: Tier, label?: string): Promise<string>;
  close(): Promise<void>;
}

export { tempDir };

export async function startTestServer(
  options: Omit<AppOptions, 'store'> & { clock?: Clock; dir?: string; limits?: Partial<ServerLimits> } = {},
): Promise<TestServer> {
  const dir = options.dir ?? tempDir();
  const storeFile = join(dir, 'preflight.json');
  const store = await openLowdbStore(storeFile);
  // The server's log lines are kept for the log audit rather than printed: no secret or post text may be in them.
  const app = createApp({ logger: createLogger((line) => recordOutput('in-process server log', line)), ...options, store });
  const listener = await listen(app.fetch, '127.0.0.1', 0, options.limits);
  const keys = new KeyService(store, options.clock ?? { now: () => new Date() });
  return {
    url: listener.url,
    dir,
    storeFile,
    store,
    keys,
    newKey: async (tier = 'free', label = 'test') => (await keys.create(label, tier)).key,
    close: async () => {
      await listener.close();
      await store.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start: string): Clock & { set(iso: string): void } {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso) => (now = new Date(iso)) };
}

export const GOOD_POST = 'Shipped our onboarding rewrite today: activation went from 21% to 34% in one week.';
export const GOOD_IDEA = 'Small pull requests get reviewed faster and ship safer';

export function post(
  url: string,
  path: string,
  key: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POST /api/v1/score that must answer 200 (the body is shown when it does not), parsed as the contract's result. */
export async function scoreOk(url: string, key: string, body: unknown): Promise<ScoreResult> {
  const res = await post(url, '/api/v1/score', key, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ScoreResult.parse(await res.json());
}

/** A POST whose body is a stream of these chunks: no Content-Length, so it goes out chunked. */
export function postChunked(
  url: string,
  path: string,
  key: string,
  chunks: readonly Uint8Array[],
  contentType = 'application/json',
): Promise<Response> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${key}` },
    body,
    duplex: 'half', // required by Node's fetch for a stream body
  } as RequestInit);
}

export interface ErrorJson {
  error: { code: string; message: string; request_id: string };
}

/** Reads an error answer and checks the parts every error shares. */
export async function errorOf(response: Response): Promise<ErrorJson['error']> {
  const body = (await response.json()) as ErrorJson;
  if (Object.keys(body).join() !== 'error') throw new Error(`not an error body: ${JSON.stringify(body)}`);
  if (body.error.request_id !== response.headers.get('x-request-id')) throw new Error('request_id differs from X-Request-Id');
  return body.error;
}
