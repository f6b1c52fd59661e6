// A throwaway PostgreSQL server for the tests that need one: `initdb` and `pg_ctl` from Debian's
// postgresql package, in a temporary folder, on a free port, listening on 127.0.0.1 only. Run as the
// `postgres` user when the tests run as root (the server refuses root). Each test file starts its own and
// removes it afterwards. When PostgreSQL is missing the tests fail saying so (.ci/run installs it), never pass.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresCluster {
  port: number;
  /** The folder holding the server's Unix socket (`.s.PGSQL.<port>`), for socket URLs. */
  socketDir: string;
  /** The URL of a database on this server (the default `postgres` one unless named). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement as the superuser on the `postgres` database. */
  sql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Stops the server (fast shutdown: open connections are cut), then `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open and new ones are
   * accepted by the kernel, but nothing answers, as with a hung host or a paused VM. `thaw()` resumes it.
   */
  freeze(): void;
  thaw(): void;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

/** The folder holding initdb and pg_ctl: on PATH, or Debian's versioned folder. */
function postgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debian, versions[0], 'bin') : null;
}

export const POSTGRES_MISSING =
  'PostgreSQL is not installed: these tests need initdb and pg_ctl (Debian: apt-get install postgresql; .ci/run installs it when missing).';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** A process and all its descendants, parents first, from /proc's children lists. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Runs a PostgreSQL program as the user that may run it. */
async function runAsOwner(bin: string, program: string, args: string[]): Promise<void> {
  const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  try {
    await run(command[0] as string, command[1] as string[], { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} failed: ${stderr || stdout || (error as Error).message}`);
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'preflight-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    // The postgres user must own the folder; the socket goes there too (not /var/run/postgresql).
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
    chmodSync(dir, 0o700);
  }
  // No fsync: a test cluster is thrown away, and durability is PostgreSQL's own business.
  await runAsOwner(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options =
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c ` +
    `full_page_writes=off -c max_connections=200`;
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const start = () => runAsOwner(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => runAsOwner(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  let running = true;
  let frozen: number | undefined;

  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };

  return {
    port,
    socketDir: dir,
    url,
    sql,
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      await sql(`CREATE DATABASE ${name}`);
      return url(name);
    },
    stop: async () => {
      await stop();
      running = false;
    },
    freeze: () => {
      // The postmaster's pid is the first line of postmaster.pid; it is stopped first, so it forks no new backend.
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      for (const pid of processTree(postmaster)) process.kill(pid, 'SIGSTOP');
      frozen = postmaster;
    },
    thaw: () => {
      if (frozen === undefined) return;
      for (const pid of processTree(frozen)) process.kill(pid, 'SIGCONT');
      frozen = undefined;
    },
    start: async () => {
      await start();
      running = true;
    },
    remove: async () => {
      if (frozen !== undefined) for (const pid of processTree(frozen)) process.kill(pid, 'SIGCONT');
      if (running) await stop().catch(() => {});
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
