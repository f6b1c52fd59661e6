// A key change on a store that cannot be written is all or nothing. The command fails,
// says why (no space left on the device), and nothing changed: the old key still works, no new key exists,
// and the store in memory and on the disk agree, with usage counted meanwhile kept.
//
// The full disk is the kernel's own: the store's temporary file `.<name>.tmp` is made a symlink to /dev/full,
// whose every write fails with ENOSPC. That works as root too, where a read-only folder would not stop a
// write. The writer removes its temporary file after a failed write, so the store is writable again after one
// failure, as a disk is once space is freed.
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NOT_WRITABLE } from '../../backend/admin/adminApp';
import { parseEnv } from '../../backend/config/env';
import { KeyChangeNotSaved, KeyService } from '../../backend/keys/keyService';
import { silentLogger } from '../../backend/log/logger';
import { periodOf } from '../../backend/quota/period';
import { startServer, type RunningServer } from '../../backend/server';
import { openLowdbStore } from '../../backend/store/lowdb/lowdbStore';
import { readLiveLock } from '../../backend/store/lowdb/ownerLock';
import type { ApiKeyRecord, Store } from '../../backend/store/store';
import type { StoreData } from '../../backend/store/lowdb/storeFile';
import { keysCli } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';

afterAll(removeTempDirs);

const temporaryOf = (storeFile: string) => join(dirname(storeFile), `.${basename(storeFile)}.tmp`);

/** The next write of the store fails with ENOSPC from the kernel. */
function fillDisk(storeFile: string): void {
  symlinkSync('/dev/full', temporaryOf(storeFile));
}

function diskIsFree(storeFile: string): boolean {
  try {
    lstatSync(temporaryOf(storeFile));
    return false;
  } catch {
    return true;
  }
}

const onDisk = (storeFile: string) => JSON.parse(readFileSync(storeFile, 'utf8')) as StoreData;
const scoreWith = (url: string, key: string) => post(url, '/api/v1/score', key, { text: GOOD_POST });
const serverEnv = (storeFile: string) => parseEnv({ PORT: '0', PREFLIGHT_DB: storeFile });

async function addAccount(store: Store, keyId: string): Promise<string> {
  const id = 'acc_00000000000000a1';
  await store.createAccount({ id, key_id: keyId, label: 'main', platform: 'x', created_at: new Date().toISOString() }, 10);
  return id;
}

const FAILING_COMMANDS = (keyId: string): string[][] => [
  ['create', '--label', 'never seen', '--tier', 'pro'],
  ['rotate', keyId],
  ['revoke', keyId],
  ['set-tier', keyId, 'pro'],
];

/** What the failed command must have said: the cause by name, and that nothing changed. */
function expectNamedCause(result: { code: number | null; stdout: string; stderr: string }): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(
    /^The key change was not saved: writing the store .+ failed: no space left on the device \(ENOSPC\)\. Nothing changed: /,
  );
  expect(result.stderr).not.toMatch(/tsk_/); // no secret of a key nobody will have
}

describe('keys CLI with no server, on a full disk', () => {
  const storeFile = join(tempDir(), 'preflight.json');
  let key: string;
  let keyId: string;
  let accountId: string;

  beforeAll(async () => {
    const created = JSON.parse((await keysCli(storeFile, 'create', '--label', 'customer', '--tier', 'free', '--json')).stdout) as {
      key: string;
      id: string;
    };
    ({ key, id: keyId } = created);
    const store = await openLowdbStore(storeFile);
    accountId = await addAccount(store, keyId);
    await store.close();
  });

  it('create, rotate, revoke and set-tier fail naming the cause, and the file is exactly as before', async () => {
    const before = readFileSync(storeFile, 'utf8');
    for (const args of FAILING_COMMANDS(keyId)) {
      fillDisk(storeFile);
      const result = await keysCli(storeFile, ...args);
      console.log(`[no server] keys ${args[0]}: exit ${result.code}, ${result.stderr.trim()}`);
      expectNamedCause(result);
      expect(diskIsFree(storeFile)).toBe(true);
      expect(readFileSync(storeFile, 'utf8')).toBe(before);
      expect(existsSync(`${storeFile}.lock`)).toBe(false);
    }
  });

  it('afterwards the old key still works, no new key exists, and the account still belongs to the old key', async () => {
    const listed = JSON.parse((await keysCli(storeFile, 'list', '--json')).stdout) as ApiKeyRecord[];
    expect(listed.map((k) => [k.id, k.tier, k.revoked_at])).toEqual([[keyId, 'free', null]]);
    const server = await startServer({ env: serverEnv(storeFile), logger: silentLogger });
    try {
      const scored = await scoreWith(server.url, key);
      expect((await server.store.getAccount(accountId))?.key_id).toBe(keyId);
      console.log(`[no server] afterwards: ${listed.length} key, score with the old key: HTTP ${scored.status}`);
      expect(scored.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('keys CLI through a running server, on a full disk', () => {
  const storeFile = join(tempDir(), 'preflight.json');
  let server: RunningServer;
  let key: string;
  let keyId: string;
  let accountId: string;

  beforeAll(async () => {
    server = await startServer({ env: serverEnv(storeFile), logger: silentLogger });
    ({ key, id: keyId } = await server.keys.create('customer', 'free'));
    accountId = await addAccount(server.store, keyId);
  });
  afterAll(() => server.close());

  it('each change fails naming the cause; memory is unchanged, and once writable the disk matches it', async () => {
    for (const args of FAILING_COMMANDS(keyId)) {
      expect((await scoreWith(server.url, key)).status).toBe(200);
      await server.store.flush(); // no write pending, so the key change's write is the one that meets the full disk
      const keysBefore = await server.store.listKeys();
      fillDisk(storeFile);
      const result = await keysCli(storeFile, ...args);
      console.log(`[server] keys ${args[0]}: exit ${result.code}, ${result.stderr.trim()}`);
      expectNamedCause(result);
      expect(await server.store.listKeys()).toEqual(keysBefore);
      expect((await server.store.getAccount(accountId))?.key_id).toBe(keyId);
      expect(diskIsFree(storeFile)).toBe(true);
      await server.store.flush();
      expect(onDisk(storeFile).keys).toEqual(keysBefore);
      expect(onDisk(storeFile).accounts[accountId]?.key_id).toBe(keyId);
    }
    const scored = await scoreWith(server.url, key);
    const counted = (await server.store.usage(keyId, periodOf(new Date()).id)).score;
    console.log(
      `[server] afterwards: ${(await server.store.listKeys()).length} key, score with the old key: HTTP ` +
        `${scored.status}, ${counted} calls counted`,
    );
    expect(scored.status).toBe(200);
    expect(counted).toBe(5);
  });

  it('the admin listener answers 507 with the JSON error shape', async () => {
    const admin = readLiveLock(storeFile)!.admin!;
    await server.store.flush();
    fillDisk(storeFile);
    const response = await fetch(`${admin.url}/admin/keys/${keyId}/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const body = (await response.json()) as { error: { code: string; message: string; request_id: string } };
    console.log(`[server] admin rotate: HTTP ${response.status} ${body.error.code}`);
    expect(response.status).toBe(507);
    expect(body.error.code).toBe(STORE_NOT_WRITABLE);
    expect(body.error.message).toMatch(/ENOSPC.*the old key still works and no new key was issued/);
    expect(body.error.request_id).toBe(response.headers.get('x-request-id'));
    expect((await scoreWith(server.url, key)).status).toBe(200);
  });
});

describe('the store undoing a key change', () => {
  it('keeps the usage counted meanwhile, and writes it once the disk is free', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    // A long interval: no timed write competes with the key change's own.
    const store = await openLowdbStore(storeFile, { flushIntervalMs: 60_000 });
    const keys = new KeyService(store, { now: () => new Date() });
    const { id: keyId } = await keys.create('customer', 'builder');
    const accountId = await addAccount(store, keyId);
    await store.flush();
    const period = periodOf(new Date()).id;
    await store.reserve(keyId, 'score', period, null); // counted, not yet written

    fillDisk(storeFile);
    const failure = await keys.rotate(keyId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KeyChangeNotSaved);
    expect((failure as Error).message).toContain('no space left on the device (ENOSPC)');
    expect((await store.listKeys()).map((k) => [k.id, k.revoked_at])).toEqual([[keyId, null]]);
    expect((await store.getAccount(accountId))?.key_id).toBe(keyId);

    await store.close();
    const file = onDisk(storeFile);
    console.log(
      `[store] rotate undone; on disk: ${file.keys.length} key, revoked_at ${file.keys[0]?.revoked_at}, ` +
        `score count ${file.usage[keyId]?.[period]?.score}`,
    );
    expect(file.keys.map((k) => [k.id, k.revoked_at])).toEqual([[keyId, null]]);
    expect(file.usage[keyId]?.[period]?.score).toBe(1);
    expect(file.accounts[accountId]?.key_id).toBe(keyId);
  });
});
