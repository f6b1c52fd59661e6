// `npm run keys -- <command>`: the operator's key management on the store named by PREFLIGHT_DB (or
// DATABASE_URL), and `migrate`, which copies the PREFLIGHT_DB file into a PostgreSQL database.
// Exit codes: 0 done, 1 the operation failed (unknown key, store busy…), 2 bad usage. Everything it
// touches (argv, environment, output streams) is passed in, so tests run it in-process.
import { resolve } from 'node:path';
import { AdminCallFailed } from '../admin/adminClient';
import { EnvError, parseEnv, type Env } from '../config/env';
import { KeyChangeNotSaved, KeyNotFound, KeyRevoked } from '../keys/keyService';
import type { KeyView, NewKey } from '../keys/keyViews';
import { periodOf } from '../quota/period';
import { readStoreFile, StoreFileError } from '../store/lowdb/lowdbStore';
import { acquireOwnerLock, StoreBusy } from '../store/lowdb/ownerLock';
import { ImportFailed, importStoreData, type ImportReport } from '../store/postgres/importStoreData';
import { StoreUnavailable } from '../store/postgres/storeUnavailable';
import { storeLocation } from '../store/storeLocation';
import { AmbiguousKeyRef } from '../store/store';
import { withKeyOps } from './keyOpsFor';
import { parseKeysCommand, USAGE, UsageError } from './keysCommand';
import { redactSecrets } from '../log/redact';

export interface KeysIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export const EXIT_DONE = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

const KNOWN_FAILURES = [
  KeyNotFound,
  KeyRevoked,
  KeyChangeNotSaved,
  AmbiguousKeyRef,
  AdminCallFailed,
  StoreBusy,
  StoreFileError,
  StoreUnavailable,
  ImportFailed,
  EnvError,
];

const STORE_VARIABLES = [
  'PREFLIGHT_DB',
  'DATABASE_URL',
  'PREFLIGHT_PG_POOL_MAX',
  'PREFLIGHT_PG_STATEMENT_TIMEOUT_MS',
  'PREFLIGHT_PG_CONNECT_TIMEOUT_MS',
] as const;

const pick = (env: KeysIo['env'], names: readonly string[]) => Object.fromEntries(names.map((name) => [name, env[name]]));

const status = (k: KeyView) => (k.revoked_at ? 'revoked' : 'active');

function listTable(keys: KeyView[]): string {
  if (keys.length === 0) return 'No keys yet. Create one with: npm run keys -- create --label NAME --tier free';
  const rows = [
    ['ID', 'PREFIX', 'TIER', 'STATUS', 'CREATED', 'LAST USED', 'LABEL'],
    ...keys.map((k) => [k.id, k.prefix, k.tier, status(k), k.created_at, k.last_used_at ?? 'never', k.label]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((row) => row.map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col]!))).join('  ')).join('\n');
}

const newKeyText = (k: NewKey, note = '') =>
  `Created key ${k.id} (${k.prefix}…, tier ${k.tier}, label "${k.label}")${note}. Copy it now; it is not shown again:\n\n  ${k.key}\n`;

const viewText = (k: KeyView, what: string) =>
  `${what}: ${k.id} (${k.prefix}…, tier ${k.tier}, ${status(k)}${k.revoked_at ? ` since ${k.revoked_at}` : ''}, label "${k.label}").`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function migrateText(r: ImportReport): string {
  const text =
    `Copied ${plural(r.keys.copied, 'key')} (${r.keys.already} already there), ` +
    `usage of ${r.usage.period} for ${plural(r.usage.copied, 'key')} (${plural(r.usage.calls, 'call')}), ` +
    `${plural(r.accounts.copied, 'account')} (${r.accounts.already} already there) with ` +
    `${plural(r.posts.copied, 'post')} and ${plural(r.predictions.copied, 'prediction')} ` +
    `into ${r.into}.`;
  const nothing = r.keys.copied + r.usage.copied + r.accounts.copied === 0;
  return nothing ? `${text}\nNothing to copy: everything was already there.` : text;
}

/**
 * Copies the lowdb file into PostgreSQL. The file's lock is held while it is read, so no server is writing
 * it: a server keeps up to a second of counts in memory, and would go on counting calls the copy misses.
 */
async function migrateFile(file: string, to: string, env: Env): Promise<ImportReport> {
  let lock: Awaited<ReturnType<typeof acquireOwnerLock>>;
  try {
    lock = await acquireOwnerLock(file, 'cli');
  } catch (error) {
    if (!(error instanceof StoreBusy) || error.holder.kind !== 'server') throw error;
    throw new StoreBusy(
      `A Preflight server (pid ${error.holder.pid}) serves ${file}. Stop it first, then migrate: calls it ` +
        `counts during the copy would be lost.`,
      error.holder,
    );
  }
  let data: Awaited<ReturnType<typeof readStoreFile>>;
  try {
    data = await readStoreFile(file);
  } finally {
    lock.release();
  }
  const settings = {
    url: to,
    poolMax: env.PREFLIGHT_PG_POOL_MAX,
    statementTimeoutMs: env.PREFLIGHT_PG_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.PREFLIGHT_PG_CONNECT_TIMEOUT_MS,
  };
  return importStoreData(settings, data, periodOf(new Date()).id);
}

/** What the command prints on stdout (one line break is added after it). */
async function perform(io: KeysIo): Promise<string> {
  const cmd = parseKeysCommand([...io.argv]);
  if (cmd.command === 'help') return USAGE;
  // Only the store's variables: a bad PORT, say, is the server's business, not the CLI's.
  const env = parseEnv(pick(io.env, STORE_VARIABLES));
  // The source of a migration is the file, whatever DATABASE_URL says.
  if (cmd.command === 'migrate') {
    const report = await migrateFile(resolve(env.PREFLIGHT_DB), cmd.to, env);
    return cmd.json ? JSON.stringify(report) : migrateText(report);
  }
  const store = storeLocation(env);
  switch (cmd.command) {
    case 'create': {
      const created = await withKeyOps(store, (ops) => ops.create(cmd.label, cmd.tier));
      return cmd.json ? JSON.stringify(created) : newKeyText(created);
    }
    case 'list': {
      const keys = await withKeyOps(store, (ops) => ops.list());
      return cmd.json ? JSON.stringify(keys) : listTable(keys);
    }
    case 'revoke': {
      const view = await withKeyOps(store, (ops) => ops.revoke(cmd.ref));
      return cmd.json ? JSON.stringify(view) : viewText(view, 'Revoked');
    }
    case 'set-tier': {
      const view = await withKeyOps(store, (ops) => ops.setTier(cmd.ref, cmd.tier));
      return cmd.json ? JSON.stringify(view) : viewText(view, 'Tier set');
    }
    case 'rotate': {
      const rotated = await withKeyOps(store, (ops) => ops.rotate(cmd.ref));
      if (cmd.json) return JSON.stringify({ ...rotated.created, revoked_id: rotated.revoked.id });
      return newKeyText(rotated.created, `, replacing ${rotated.revoked.id}, now revoked`);
    }
  }
}

export async function runKeys(io: KeysIo): Promise<number> {
  try {
    io.stdout.write(`${await perform(io)}\n`);
    return EXIT_DONE;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${redactSecrets(error.message)}\n\n${USAGE}\n`);
      return EXIT_USAGE;
    }
    const known = KNOWN_FAILURES.some((type) => error instanceof type);
    // A message may name the database or another URL: its credentials are hidden.
    io.stderr.write(`${redactSecrets(known ? (error as Error).message : `keys: ${describeError(error)}`)}\n`);
    return EXIT_FAILED;
  }
}

/** An unexpected error as a line or a stack: its stack when it has one, else its message, else its value. */
function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
