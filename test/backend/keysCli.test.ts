// The operator's keys CLI: on the file directly when no server runs, and through the running server
// (one writer per file) when one does. In-process (runKeys with collected output), except one run of
// the real entry point as a child process.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../backend/config/env';
import { silentLogger } from '../../backend/log/logger';
import { startServer, type RunningServer } from '../../backend/server';
import { readLiveLock, StoreBusy } from '../../backend/store/lowdb/ownerLock';
import { USAGE } from '../../backend/cli/keysCommand';
import { keysCli, keysCliProcess } from './support/processes';
import { GOOD_POST, post } from './support/testServer';
import { removeTempDirs, tempDir } from './support/tempDir';

afterAll(removeTempDirs);

const KEY = /^tsk_[A-Za-z0-9_-]{32}$/;

interface NewKeyJson {
  key: string;
  id: string;
  label: string;
  tier: string;
  prefix: string;
  created_at: string;
}

describe('npm run keys as a process', () => {
  it('creates a key with --json, prints only the JSON line, exits 0 and releases the lock', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const result = await keysCliProcess(storeFile, 'create', '--label', 'smoke', '--tier', 'free', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as NewKeyJson;
    expect(created.key).toMatch(KEY);
    expect(existsSync(`${storeFile}.lock`)).toBe(false);
    const listed = JSON.parse((await keysCli(storeFile, 'list', '--json')).stdout) as Array<{ id: string }>;
    expect(listed.map((k) => k.id)).toEqual([created.id]);
  });
});

describe('a store file saved with a UTF-8 byte-order mark', () => {
  it('is read as the same JSON: list shows its key and a new key is added beside it', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const first = JSON.parse(
      (await keysCliProcess(storeFile, 'create', '--label', 'before', '--tier', 'free', '--json')).stdout,
    ) as NewKeyJson;
    // An editor on Windows (Notepad, PowerShell's Set-Content) saves UTF-8 with EF BB BF in front.
    writeFileSync(storeFile, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(storeFile)]));
    const listed = await keysCliProcess(storeFile, 'list', '--json');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as Array<{ id: string }>).map((k) => k.id)).toEqual([first.id]);
    const second = await keysCliProcess(storeFile, 'create', '--label', 'after', '--tier', 'free', '--json');
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(readFileSync(storeFile, 'utf8')).keys).toHaveLength(2);
  });
});

describe('keys CLI with no server running (direct file access)', () => {
  const storeFile = join(tempDir(), 'nested', 'preflight.json');
  let created: NewKeyJson;

  beforeAll(async () => {
    const result = await keysCli(storeFile, 'create', '--label', 'e2e', '--tier', 'free', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    created = JSON.parse(result.stdout) as NewKeyJson;
  });

  it('create --json prints one JSON object with key, id, label, tier, prefix, created_at', () => {
    expect(Object.keys(created).sort()).toEqual(['created_at', 'id', 'key', 'label', 'prefix', 'tier']);
    expect(created.key).toMatch(KEY);
    expect(created).toMatchObject({ label: 'e2e', tier: 'free', prefix: created.key.slice(0, 12) });
    expect(created.id).toMatch(/^key_[0-9a-f]{12}$/);
  });

  it('the store keeps the sha256 and the prefix, never the key, and the lock is released', () => {
    const text = readFileSync(storeFile, 'utf8');
    expect(text).not.toContain(created.key);
    expect(text).toContain(created.prefix);
    expect(existsSync(`${storeFile}.lock`)).toBe(false);
  });

  it('list shows prefixes and never keys or hashes', async () => {
    const json = await keysCli(storeFile, 'list', '--json');
    const keys = JSON.parse(json.stdout) as Array<Record<string, unknown>>;
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]!).sort()).toEqual(['created_at', 'id', 'label', 'last_used_at', 'prefix', 'revoked_at', 'tier']);
    const table = await keysCli(storeFile, 'list');
    expect(table.stdout).toContain(created.prefix);
    expect(table.stdout).not.toContain(created.key);
  });

  it('bad usage exits 2 with the message and the usage text', async () => {
    const result = await keysCli(storeFile, 'create', '--label', 'x', '--tier', 'gold');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`The tier must be free, builder or pro (got "gold").\n\n${USAGE}\n`);
    expect(result.stdout).toBe('');
  });

  it('an unknown key reference exits 1', async () => {
    const result = await keysCli(storeFile, 'revoke', 'key_000000000000');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('No key matches "key_000000000000"; run "npm run keys -- list" to see ids and prefixes.\n');
  });
});

describe('keys CLI while a server runs on the same file', () => {
  const dir = tempDir();
  const env = parseEnv({ PORT: '0', PREFLIGHT_DB: join(dir, 'preflight.json') });
  let server: RunningServer;
  let key: string;

  beforeAll(async () => {
    server = await startServer({ env, logger: silentLogger });
    key = (await server.keys.create('operator', 'free')).key;
  });
  afterAll(() => server.close());

  const score = (k: string) => post(server.url, '/api/v1/score', k, { text: GOOD_POST });

  it('the admin listener is on 127.0.0.1, in a 0600 lock file, and refuses requests without its token', async () => {
    const lock = readLiveLock(server.storeFile!)!;
    expect(statSync(`${server.storeFile!}.lock`).mode & 0o777).toBe(0o600);
    expect(lock.admin?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lock.admin?.url).not.toBe(server.url);
    const without = await fetch(`${lock.admin!.url}/admin/keys`);
    expect(without.status).toBe(401);
    const wrong = await fetch(`${lock.admin!.url}/admin/keys`, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${lock.admin!.url}/admin/keys`, { headers: { authorization: `Bearer ${lock.admin!.token}` } });
    expect(right.status).toBe(200);
    // The public listener has no admin routes.
    expect((await fetch(`${server.url}/admin/keys`, { headers: { authorization: `Bearer ${lock.admin!.token}` } })).status).toBe(404);
  });

  it('reads an admin body by the same rule as the API: a bad body is a 400 in the one error shape, and nothing changes', async () => {
    const lock = readLiveLock(server.storeFile!)!;
    const send = (body: string, contentType: string) =>
      fetch(`${lock.admin!.url}/admin/keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lock.admin!.token}`, 'content-type': contentType },
        body,
      });
    const before = (await server.keys.list()).length;
    const answers = [
      await send('{"label": "x", ', 'application/json'),
      await send(JSON.stringify({ label: 'x', tier: 'free' }), 'text/plain'),
      await send(JSON.stringify({ label: 'x', tier: 'platinum' }), 'application/json'),
      await send(JSON.stringify({ tier: 'free' }), 'application/json'),
    ];
    const errors = await Promise.all(
      answers.map(async (a) => ({ status: a.status, body: (await a.json()) as { error: { code: string; message: string } } })),
    );
    expect(errors.map((e) => [e.status, e.body.error.code])).toEqual(Array(4).fill([400, 'invalid_request']));
    expect(errors[0]?.body.error.message).toMatch(/^The request body is not valid JSON/);
    expect(errors[1]?.body.error.message).toMatch(/^Unsupported Content-Type "text\/plain"/);
    expect(errors[2]?.body.error.message).toMatch(/tier/);
    expect(errors[3]?.body.error.message).toBe('Invalid request: label is required.');
    expect((await server.keys.list()).length).toBe(before);
  });

  it('a second server on the same file is refused', async () => {
    await expect(startServer({ env, logger: silentLogger })).rejects.toBeInstanceOf(StoreBusy);
  });

  it('a key created by the CLI works on the very next request and is on disk already', async () => {
    const result = await keysCli(server.storeFile!, 'create', '--label', 'live', '--tier', 'builder', '--json');
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as NewKeyJson;
    const res = await score(created.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('500');
    expect(readFileSync(server.storeFile!, 'utf8')).toContain(created.id);
  });

  it('set-tier and revoke by prefix take effect at once', async () => {
    const created = await server.keys.create('to-change', 'free');
    expect((await score(created.key)).headers.get('x-ratelimit-limit')).toBe('20');
    expect((await keysCli(server.storeFile!, 'set-tier', created.prefix, 'pro')).code).toBe(0);
    expect((await score(created.key)).headers.get('x-ratelimit-limit')).toBe('unlimited');
    const revoked = await keysCli(server.storeFile!, 'revoke', created.prefix);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe(
      `Revoked: ${created.id} (${created.prefix}…, tier pro, revoked since ` +
        `${(await server.keys.resolve(created.id)).revoked_at}, label "to-change").\n`,
    );
    expect((await score(created.key)).status).toBe(401);
  });

  it('rotate issues a working key with the same label and tier and revokes the old one', async () => {
    const old = await server.keys.create('rotating', 'builder');
    const result = await keysCli(server.storeFile!, 'rotate', old.id, '--json');
    expect(result.code).toBe(0);
    const rotated = JSON.parse(result.stdout) as NewKeyJson & { revoked_id: string };
    expect(rotated).toMatchObject({ label: 'rotating', tier: 'builder', revoked_id: old.id });
    expect(rotated.key).not.toBe(old.key);
    expect((await score(old.key)).status).toBe(401);
    expect((await score(rotated.key)).status).toBe(200);
  });

  it('usage counted by the server and keys changed by the CLI both survive a restart', async () => {
    for (let i = 0; i < 3; i++) expect((await score(key)).status).toBe(200);
    const late = await server.keys.create('late', 'free');
    expect((await keysCli(server.storeFile!, 'revoke', late.id)).code).toBe(0);
    await server.close();
    expect(existsSync(`${server.storeFile!}.lock`)).toBe(false);

    server = await startServer({ env, logger: silentLogger });
    const usage = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
    expect(((await usage.json()) as { endpoints: { score: { used: number } } }).endpoints.score.used).toBe(3);
    expect((await score(late.key)).status).toBe(401);
    const list = JSON.parse((await keysCli(server.storeFile!, 'list', '--json')).stdout) as Array<{
      label: string;
      revoked_at: string | null;
    }>;
    expect(list.map((k) => [k.label, k.revoked_at !== null])).toEqual([
      ['operator', false],
      ['live', false],
      ['to-change', true],
      ['rotating', true],
      ['rotating', false],
      ['late', true],
    ]);
  });
});
