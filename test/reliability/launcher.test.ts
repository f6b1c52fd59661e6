// Issue 13, item 3: stopping the process a user or supervisor started (`npm run serve`'s own pid) stops the
// server with it. npm forwards SIGTERM to its child; the script execs node (no shell or tsx wrapper in
// between), so that child is the server itself and nothing is left serving, holding the lock.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { periodOf } from '../../backend/quota/period';
import { repoRoot } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';

afterAll(removeTempDirs);

interface StoreFileJson {
  usage: Record<string, Record<string, { score: number }>>;
}

describe('npm run serve as a supervisor runs it', () => {
  it('stops, writes its counts and releases the lock when the npm process gets SIGTERM', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('launcher', 'free'));
    const npm = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: repoRoot,
      env: { ...process.env, PREFLIGHT_DB: storeFile, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => npm.on('exit', (code) => done(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      npm.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const match = /Preflight API listening on (http:\/\/\S+)\n/.exec(out);
        if (match) resolve(match[1] as string);
      });
      npm.on('exit', (code) => reject(new Error(`npm run serve exited (${code}) before listening`)));
    });

    const calls = 5;
    for (let i = 0; i < calls; i++) expect((await post(url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
    npm.kill('SIGTERM');
    await exited;

    // Nothing answers any more, the lock is gone, and every counted call is on disk.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(existsSync(`${storeFile}.lock`)).toBe(false);
    const usage = (JSON.parse(readFileSync(storeFile, 'utf8')) as StoreFileJson).usage[id]?.[periodOf(new Date()).id]?.score;
    expect(usage).toBe(calls);
    console.log(`launcher SIGTERM: ${calls} calls made, ${usage} on disk, nothing left serving`);
  });
});
