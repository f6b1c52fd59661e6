// `npm run serve` started the way a terminal or a supervisor starts it, and what its store holds on disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { periodOf } from '../../../backend/quota/period';
import type { StoreData } from '../../../backend/store/lowdb/storeFile';
import { repoRoot } from '../../backend/support/processes';
import { recordStream } from '../../support/logAudit';

export interface NpmServe {
  npm: ChildProcess;
  url: string;
  /** Resolves when the npm process has exited. */
  exited: Promise<number | null>;
}

/** Runs `npm run serve` (in its own process group when `detached`) and waits for its listening line. */
export function startNpmServe(env: Record<string, string>, options: { detached?: boolean } = {}): Promise<NpmServe> {
  const npm = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: repoRoot,
    detached: options.detached ?? false,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => npm.on('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    // Both streams are read to the end (a full pipe would stall the server) and kept for the log audit.
    recordStream('npm run serve stderr', npm.stderr);
    recordStream('npm run serve stdout', npm.stdout);
    npm.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Preflight API listening on (http:\/\/\S+)\n/.exec(out);
      if (match) resolve({ npm, url: match[1] as string, exited });
    });
    npm.on('exit', (code) => reject(new Error(`npm run serve exited (${code}) before listening`)));
  });
}

/** The key's score calls of this month as the store file holds them. */
export function scoreCountOnDisk(storeFile: string, keyId: string): number {
  const data = JSON.parse(readFileSync(storeFile, 'utf8')) as StoreData;
  return data.usage[keyId]?.[periodOf(new Date()).id]?.score ?? 0;
}
