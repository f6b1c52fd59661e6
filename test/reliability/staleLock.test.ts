// A lock left by a dead server must not block start-up for good. In a container the
// restarted server often gets the dead one's pid; on a host any process may reuse it. The lock records the
// holder's start time, so a pid that is alive but started later (or is the starter's own) is stale.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startHeartbeat } from '../../backend/store/lowdb/lockHeartbeat';
import { acquireOwnerLock, holderAlive, lockPathFor, readLock, type LockInfo } from '../../backend/store/lowdb/ownerLock';
import { processStart } from '../../backend/store/lowdb/processStart';
import { ownView } from '../../backend/store/lowdb/processView';
import { runScript, startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';

afterAll(removeTempDirs);

const others: ChildProcess[] = [];
afterEach(() => {
  for (const child of others.splice(0)) child.kill('SIGKILL');
});

/** A live process that is not a Preflight server: what a reused pid points at. */
function liveForeignProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  others.push(child);
  return child.pid as number;
}

function writeLock(storeFile: string, holder: LockInfo): void {
  mkdirSync(dirname(storeFile), { recursive: true });
  writeFileSync(lockPathFor(storeFile), JSON.stringify(holder), { mode: 0o600 });
}

const lockOf = (pid: number, processStartValue: string | undefined): LockInfo => ({
  pid,
  kind: 'server',
  nonce: 'left-by-a-dead-server',
  started_at: new Date(Date.now() - 60_000).toISOString(),
  ...(processStartValue === undefined ? {} : { process_start: processStartValue }),
});

describe('a stale lock', () => {
  it('naming a live foreign pid that started after the holder is taken over by the next start', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const pid = liveForeignProcess();
    const realStart = processStart(pid);
    expect(realStart, 'this check needs /proc (Linux)').toBeDefined();
    writeLock(storeFile, lockOf(pid, String(Number(realStart) - 1000)));

    const serve = await startServe({ PREFLIGHT_DB: storeFile });
    const health = await fetch(`${serve.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await serve.stop('SIGTERM')).toBe(0);
    expect(existsSync(lockPathFor(storeFile))).toBe(false);
    console.log(`stale lock: pid ${pid} alive but started later than the lock's holder; the server started and released the lock`);
  });

  it('naming a live process that is the holder (same start time) still refuses a second server', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const pid = liveForeignProcess();
    writeLock(storeFile, lockOf(pid, processStart(pid)));
    const second = await runScript('backend/serve.ts', [], { PREFLIGHT_DB: storeFile, HOST: '127.0.0.1', PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Another Preflight server (pid ${pid}) already serves ${storeFile}`);
  });

  it('naming the starting process itself (a container restarted after kill -9) is stale', () => {
    expect(holderAlive(lockOf(process.pid, processStart(process.pid)))).toBe(false);
  });

  it('naming a dead pid is stale; a lock without a start time (an older version) trusts a live pid', () => {
    const child = spawn('true', { stdio: 'ignore' });
    const deadPid = child.pid as number;
    return new Promise<void>((done) =>
      child.on('exit', () => {
        expect(holderAlive(lockOf(deadPid, undefined))).toBe(false);
        expect(holderAlive(lockOf(liveForeignProcess(), undefined))).toBe(true);
        done();
      }),
    );
  });
});

/** A holder in another PID namespace (a container) on this kernel, or on another host with `otherHost`. */
function foreignLock(otherHost = false): LockInfo {
  const own = ownView();
  if (!own) throw new Error('this check needs /proc (Linux)');
  return {
    ...lockOf(process.pid, processStart(process.pid)), // its pid means nothing here: it is even ours
    view: { boot_id: otherHost ? 'another-kernel' : own.boot_id, pid_ns: 'pid:[4026500001]', hostname: 'elsewhere' },
  };
}

describe('a lock from another PID namespace', () => {
  it('whose holder beats refuses a second server, whatever its pid is here', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    writeLock(storeFile, foreignLock());
    const beat = startHeartbeat(lockPathFor(storeFile), 'left-by-a-dead-server');
    try {
      const second = await runScript('backend/serve.ts', [], { PREFLIGHT_DB: storeFile, HOST: '127.0.0.1', PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `Another Preflight server (pid ${process.pid} in another container or PID namespace, host elsewhere) ` +
          `already serves ${storeFile}; stop it or set PREFLIGHT_DB to another file.\n`,
      );
    } finally {
      beat.stop();
    }
  });

  it('silent for over 10 s on this kernel (its mtime is the last beat) is taken over at once', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    writeLock(storeFile, foreignLock());
    const lastBeat = new Date(Date.now() - 11_000);
    utimesSync(lockPathFor(storeFile), lastBeat, lastBeat);
    const startedAt = performance.now();
    const lock = await acquireOwnerLock(storeFile, 'server');
    expect(performance.now() - startedAt).toBeLessThan(5_000); // no watching: the beat's age is known
    expect(readLock(lockPathFor(storeFile))).toMatchObject({ nonce: lock.info.nonce, pid: process.pid });
    lock.release();
  });

  it('from another host is taken over only after 10 s watched without a beat, whatever its mtime says', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    writeLock(storeFile, foreignLock(true));
    const longAgo = new Date(Date.now() - 3_600_000); // another host's clock may be off by that much
    utimesSync(lockPathFor(storeFile), longAgo, longAgo);
    const startedAt = performance.now();
    const lock = await acquireOwnerLock(storeFile, 'server');
    const waitedMs = Math.round(performance.now() - startedAt);
    expect(waitedMs).toBeGreaterThanOrEqual(10_000);
    lock.release();
    console.log(`a silent lock from another host: taken over after ${waitedMs} ms of watching`);
  });
});
