// `npm run keys -- <command>`: the operator's key management on the store named by PREFLIGHT_DB.
// Exit codes: 0 done, 1 the operation failed (unknown key, store busy…), 2 bad usage.
import { resolve } from 'node:path';
import { AdminCallFailed } from '../admin/adminClient';
import { EnvError, parseEnv } from '../config/env';
import { KeyNotFound, KeyRevoked } from '../keys/keyService';
import type { KeyView, NewKey } from '../keys/keyViews';
import { StoreFileError } from '../store/lowdbStore';
import { StoreBusy } from '../store/ownerLock';
import { AmbiguousKeyRef } from '../store/store';
import { withKeyOps } from './keyOpsFor';
import { parseKeysCommand, USAGE, UsageError } from './keysCommand';

const out = (text: string): void => {
  process.stdout.write(text + '\n');
};

function printNewKey(k: NewKey, note = ''): void {
  out(`Created key ${k.id} (${k.prefix}…, tier ${k.tier}, label "${k.label}")${note}. Copy it now; it is not shown again:\n\n  ${k.key}\n`);
}

const status = (k: KeyView) => (k.revoked_at ? 'revoked' : 'active');

function printList(keys: KeyView[]): void {
  if (keys.length === 0) return out('No keys yet. Create one with: npm run keys -- create --label NAME --tier free');
  const rows = [['ID', 'PREFIX', 'TIER', 'STATUS', 'CREATED', 'LAST USED', 'LABEL'], ...keys.map((k) => [k.id, k.prefix, k.tier, status(k), k.created_at, k.last_used_at ?? 'never', k.label])];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  for (const row of rows) out(row.map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col]!))).join('  '));
}

function printView(k: KeyView, what: string): void {
  out(`${what}: ${k.id} (${k.prefix}…, tier ${k.tier}, ${status(k)}${k.revoked_at ? ` since ${k.revoked_at}` : ''}, label "${k.label}").`);
}

async function run(argv: string[]): Promise<void> {
  const cmd = parseKeysCommand(argv);
  if (cmd.command === 'help') return out(USAGE);
  const storeFile = resolve(parseEnv({ PREFLIGHT_DB: process.env.PREFLIGHT_DB }).PREFLIGHT_DB);
  switch (cmd.command) {
    case 'create': {
      const created = await withKeyOps(storeFile, (ops) => ops.create(cmd.label, cmd.tier));
      return cmd.json ? out(JSON.stringify(created)) : printNewKey(created);
    }
    case 'list': {
      const keys = await withKeyOps(storeFile, (ops) => ops.list());
      return cmd.json ? out(JSON.stringify(keys)) : printList(keys);
    }
    case 'revoke': {
      const view = await withKeyOps(storeFile, (ops) => ops.revoke(cmd.ref));
      return cmd.json ? out(JSON.stringify(view)) : printView(view, 'Revoked');
    }
    case 'set-tier': {
      const view = await withKeyOps(storeFile, (ops) => ops.setTier(cmd.ref, cmd.tier));
      return cmd.json ? out(JSON.stringify(view)) : printView(view, 'Tier set');
    }
    case 'rotate': {
      const rotated = await withKeyOps(storeFile, (ops) => ops.rotate(cmd.ref));
      if (cmd.json) return out(JSON.stringify({ ...rotated.created, revoked_id: rotated.revoked.id }));
      return printNewKey(rotated.created, `, replacing ${rotated.revoked.id}, now revoked`);
    }
  }
}

const KNOWN_FAILURES = [KeyNotFound, KeyRevoked, AmbiguousKeyRef, AdminCallFailed, StoreBusy, StoreFileError, EnvError];

run(process.argv.slice(2)).then(
  // Exit at once: an idle keep-alive connection to the admin listener would otherwise hold the process.
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    const known = KNOWN_FAILURES.some((type) => error instanceof type);
    process.stderr.write(`${known ? (error as Error).message : `keys: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`);
    process.exit(1);
  },
);
