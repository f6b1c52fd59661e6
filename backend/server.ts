// A running service: serves the public API on HOST:PORT over the store the environment names. On the lowdb
// file (the default) it owns the file and serves admin routes on 127.0.0.1 for the keys CLI; on PostgreSQL
// (DATABASE_URL) it is one of any number of instances, and the CLI writes to the database itself.
// Used by `npm run serve`, `npm start`, the tests and the benchmark.
import { randomBytes } from 'node:crypto';
import { workerCalibrator } from './accounts/calibrator';
import { workerUploadReader } from './accounts/uploadReader';
import { createAdminApp } from './admin/adminApp';
import type { Engine } from './appDeps';
import { createApp } from './app';
import { systemClock, type Clock } from './clock';
import { llmConfigured, modelSettings, type Env } from './config/env';
import type { Drafter } from './drafts/drafter';
import { offlineDrafter } from './drafts/offlineDrafter';
import { KeyService } from './keys/keyService';
import { listen, type Listener } from './listen';
import type { Logger } from './log/logger';
import { openLowdbStore } from './store/lowdb/lowdbStore';
import { errorFields } from './log/errorFields';
import { acquireOwnerLock, type LockLost, type OwnerLock } from './store/lowdb/ownerLock';
import { openPostgresAtStart } from './store/postgres/openAtStart';
import { ChangeNotSaved } from './store/changeNotSaved';
import type { Store } from './store/store';
import type { HealthChange } from './store/storeHealth';
import { storeLocation, type StoreLocation } from './store/storeLocation';

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
  /** The lowdb file; undefined when the store is PostgreSQL. */
  storeFile: string | undefined;
  store: Store;
  keys: KeyService;
  drafter: Drafter;
  /**
   * Settles if another process takes the lowdb file's lock from this server: the server has then stopped
   * serving and writes the file no more (the process should exit: lifecycle.ts). Never settles on PostgreSQL.
   */
  lockLost: Promise<LockLost>;
  close(): Promise<void>;
}

export async function drafterFromEnv(env: Env, logger: Logger): Promise<Drafter> {
  if (!llmConfigured(env)) return offlineDrafter;
  // Loaded only when used: the openai package is the slowest import of the service.
  const { createLlmDrafter, createOpenAiClient } = await import('./drafts/llmDrafter');
  const { apiKey, baseURL, model } = modelSettings(env);
  const client = createOpenAiClient({
    apiKey,
    baseURL,
    timeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS,
    maxReplyBytes: env.PREFLIGHT_LLM_MAX_REPLY_BYTES,
  });
  return createLlmDrafter({ client, model, timeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS, logger });
}

/**
 * One line when the store begins to fail and one when it is ok again, rather than one per failed write or
 * statement (a full disk is retried every 2 s; a frozen database fails every request).
 */
function logHealthChanges(logger: Logger): (change: HealthChange) => void {
  return ({ health, error, failedForMs }) => {
    if (health.status === 'failing') logger.error('store failing', { reason: health.reason, ...errorFields(error) });
    else logger.info('store ok again', { failed_for_ms: failedForMs });
  };
}

/**
 * Undoes what was opened, last first. Every step runs even when one fails (a store that cannot be written must
 * not keep the lock or a listener); the first failure is reported.
 */
function unwinder(opened: Array<() => Promise<void> | void>): () => Promise<void> {
  return async () => {
    let failure: { error: unknown } | undefined;
    for (const step of opened.reverse()) {
      try {
        await step();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };
}

/** The store where the environment puts it: the lowdb file (written only while the lock is held) or the database. */
async function openStore(location: StoreLocation, lock: OwnerLock | null, env: Env, logger: Logger): Promise<Store> {
  const onHealthChange = logHealthChanges(logger);
  return location.kind === 'lowdb'
    ? await openLowdbStore(location.file, { onHealthChange, beforeWrite: () => lock?.verify() })
    : await openPostgresAtStart(location.settings, logger, env.PREFLIGHT_PG_START_WAIT_MS, onHealthChange);
}

async function closeStore(location: StoreLocation, store: Store): Promise<void> {
  try {
    await store.close();
  } catch (error) {
    // The final write failed: said as such, naming the file and the system's reason (lifecycle.ts).
    throw location.kind === 'lowdb' ? new ChangeNotSaved(location.file, error) : error;
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { env, logger } = options;
  const clock = options.clock ?? systemClock;
  const location = storeLocation(env);
  const opened: Array<() => Promise<void> | void> = [];
  const unwind = unwinder(opened);
  // One writer per lowdb file (ownerLock.ts); a database takes any number of instances.
  const lock = location.kind === 'lowdb' ? await acquireOwnerLock(location.file, 'server') : null;
  if (lock) opened.push(() => lock.release());
  try {
    const store = await openStore(location, lock, env, logger);
    opened.push(() => closeStore(location, store));
    const drafter = options.drafter ?? (await drafterFromEnv(env, logger));
    const calibrator = workerCalibrator();
    opened.push(() => calibrator.close());
    const uploadReader = workerUploadReader();
    opened.push(() => uploadReader.close());
    const app = createApp({
      store,
      clock,
      drafter,
      logger,
      engine: options.engine,
      modelTimeoutMs: env.PREFLIGHT_LLM_TIMEOUT_MS,
      calibrator,
      uploadReader,
      webDir: env.PREFLIGHT_WEB_DIR,
    });
    const keys = new KeyService(store, clock);

    if (lock) {
      // The keys CLI reaches a running server's file through these routes (cli/keyOpsFor.ts).
      const token = randomBytes(32).toString('base64url');
      const admin: Listener = await listen(createAdminApp({ keys, store, token, logger }).fetch, '127.0.0.1', 0);
      opened.push(() => admin.close());
      lock.setAdmin({ url: admin.url, token });
    }

    const api: Listener = await listen(app.fetch, env.HOST, env.PORT, {
      maxConnections: env.PREFLIGHT_MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS,
    });
    opened.push(() => api.close());

    let closing: Promise<void> | undefined;
    // Another process took the file (its holder judged this one dead): stop serving, and write nothing more
    // (the store's writes check the lock first), so its changes stay.
    const lockLost = new Promise<LockLost>((resolve) =>
      lock?.watch((error) => {
        closing ??= unwind().catch(() => {});
        resolve(error);
      }),
    );
    return {
      url: api.url,
      port: api.port,
      host: api.host,
      storeFile: location.kind === 'lowdb' ? location.file : undefined,
      store,
      keys,
      drafter,
      lockLost,
      // Say in the lock that this server is stopping (a restart waits for it), stop taking requests, write
      // the store, then give the file up.
      close: () => {
        if (!closing) {
          lock?.markStopping();
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
