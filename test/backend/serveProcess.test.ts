// `npm run serve` as a process: the listening line, the debounced write while running, the SIGTERM
// flush, one server per file, the stale lock after kill -9, and environment errors.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { periodOf } from '../../backend/quota/period';
import { runScript, startServe } from './support/processes';
import { removeTempDirs, tempDir } from './support/tempDir';
import { GOOD_POST, post } from './support/testServer';

afterAll(removeTempDirs);

interface StoreFileJson {
  usage: Record<string, Record<string, { score: number; generate: number }>>;
}

const readStore = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StoreFileJson;
const scoreCount = (file: string, id: string) => readStore(file).usage[id]?.[periodOf(new Date()).id]?.score;
const issue = (storeFile: string) => withKeyOps(storeFile, (ops) => ops.create('proc', 'free'));

describe('npm run serve', () => {
  it('prints one listening line, writes counts within about a second, refuses a second server, flushes on SIGTERM', async () => {
    const storeFile = join(tempDir(), 'data', 'preflight.json');
    const { key, id } = await issue(storeFile);
    const serve = await startServe({ PREFLIGHT_DB: storeFile });
    let stopped = false;
    try {
      // PORT=0: a free port, reported in exactly one line on stdout.
      expect(serve.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(serve.stdout()).toBe(`Preflight API listening on ${serve.url}\n`);

      // The debounced write: a count reaches the file while the server keeps running.
      expect((await post(serve.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
      let onDisk: number | undefined;
      for (let waited = 0; waited < 5000 && onDisk !== 1; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        onDisk = scoreCount(storeFile, id);
      }
      expect(onDisk).toBe(1);

      // One writer per file: a second server on the same store exits 1 with one line.
      const second = await runScript('backend/serve.ts', [], { PREFLIGHT_DB: storeFile, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `Another Preflight server (pid ${serve.child.pid}) already serves ${storeFile}; stop it or set PREFLIGHT_DB to another file.\n`,
      );

      // Calls inside the debounce window, then SIGTERM: the stop writes them.
      for (let i = 0; i < 3; i++) expect((await post(serve.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
      stopped = true;
      expect(await serve.stop('SIGTERM')).toBe(0);
      expect(scoreCount(storeFile, id)).toBe(4);
      expect(existsSync(`${storeFile}.lock`)).toBe(false);
    } finally {
      if (!stopped) await serve.stop('SIGTERM');
    }
  });

  it('after kill -9 the file is valid JSON and the next start takes over the stale lock', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key } = await issue(storeFile);
    const first = await startServe({ PREFLIGHT_DB: storeFile });
    expect((await post(first.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
    await first.stop('SIGKILL');
    expect(existsSync(`${storeFile}.lock`)).toBe(true);
    expect(() => readStore(storeFile)).not.toThrow();
    const second = await startServe({ PREFLIGHT_DB: storeFile });
    try {
      expect((await post(second.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });

  it('a bad environment exits 1 with one line on stderr and nothing on stdout', async () => {
    const result = await runScript('backend/serve.ts', [], { PREFLIGHT_DB: join(tempDir(), 'p.json'), PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Invalid environment: PORT must be an integer from 0 to 65535 (got "eighty")\n');
    expect(result.stdout).toBe('');
  });
});
