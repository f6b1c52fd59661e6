// A running service: owns the store file, serves the public API on HOST:PORT and the admin routes on
// 127.0.0.1 for the keys CLI. Used by `npm run serve`, `npm start`, the tests and the benchmark.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { workerCalibrator } from './accounts/calibrator';
import { createAdminApp } from './admin/adminApp';
import type { Engine } from './appDeps';
import { createApp } from './app';
import { systemClock, type Clock } from './clock';
import { llmConfigured, type Env } from './config/env';
import type { Drafter } from './drafts/drafter';
import { offlineDrafter } from './drafts/offlineDrafter';
import { KeyService } from './keys/keyService';
import { listen, type Listener } from './listen';
import type { Logger } from './log/logger';
import { openLowdbStore } from './store/lowdbStore';
import { errorFields } from './log/errorFields';
import { acquireOwnerLock } from './store/ownerLock';
import type { Store } from './store/store';

export interface ServerOptions {
  env: Env;
  logger: Logger;
  clock?: Clock;
  /** Replaces the drafter chosen from the environment. */
  drafter?: Drafter;
  engine?: Partial<Engine>;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  storeFile: string;
  store: Store;
  keys: KeyService;
  drafter: Drafter;
  close(): Promise<void>;
}

export async function drafterFromEnv(env: Env, logger: Logger): Promise<Drafter> {
  if (!llmConfigured(env)) return offlineDrafter;
  // Loaded only when used: the openai package is the slowest import of the service.
  const { createLlmDrafter, createOpenAiClient } = await import('./drafts/llmDrafter');
  const client = createOpenAiClient({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, timeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS });
  return createLlmDrafter({ client, model: env.PREFLIGHT_MODEL, timeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS, logger });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { env, logger } = options;
  const clock = options.clock ?? systemClock;
  const storeFile = resolve(env.PREFLIGHT_DB);
  const lock = await acquireOwnerLock(storeFile, 'server');
  const opened: Array<() => Promise<void> | void> = [() => lock.release()];
  const unwind = async () => {
    for (const step of opened.reverse()) await step();
  };
  try {
    const store = await openLowdbStore(storeFile, { onFlushError: (error) => logger.error('store write failed', errorFields(error)) });
    opened.push(() => store.close());
    const drafter = options.drafter ?? (await drafterFromEnv(env, logger));
    const calibrator = workerCalibrator();
    opened.push(() => calibrator.close());
    const app = createApp({ store, clock, drafter, logger, engine: options.engine, modelTimeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS, calibrator });
    const keys = new KeyService(store, clock);

    const token = randomBytes(32).toString('base64url');
    const admin: Listener = await listen(createAdminApp({ keys, store, token, logger }).fetch, '127.0.0.1', 0);
    opened.push(() => admin.close());
    lock.setAdmin({ url: admin.url, token });

    const api: Listener = await listen(app.fetch, env.HOST, env.PORT, { maxConnections: env.PREFLIGHT_MAX_CONNECTIONS });
    opened.push(() => api.close());

    let closing: Promise<void> | undefined;
    return {
      url: api.url,
      port: api.port,
      host: api.host,
      storeFile,
      store,
      keys,
      drafter,
      // Say in the lock that this server is stopping (a restart waits for it), stop taking requests, write
      // the store, then give the file up.
      close: () => {
        if (!closing) {
          lock.markStopping();
          closing = unwind();
        }
        return closing;
      },
    };
  } catch (error) {
    await unwind();
    throw error;
  }
}
