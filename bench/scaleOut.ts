// The store under the API, scaled out: POST /api/v1/score served by real `backend/serve.ts` processes, as
// deployed, on the lowdb file (one instance), on PostgreSQL (one instance), and on PostgreSQL (two
// instances, the load split between them). 20 keep-alive connections in all, on 20 pro keys; each figure
// the median of REPEATS alternating runs with its spread. PostgreSQL is a throwaway cluster started for the
// run (scripts/postgres/postgresCluster.ts), or PREFLIGHT_BENCH_DATABASE_URL when set. Where PostgreSQL is not
// installed, the part says so and is skipped.
// On a 2-core machine the instances, the database and the load share two cores, so a second instance
// cannot add throughput here: the figures show what the database costs per request, not how far N scale.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { systemClock } from '../backend/clock';
import { KeyService } from '../backend/keys/keyService';
import { openLowdbStore } from '../backend/store/lowdb/lowdbStore';
import { openPostgresStore } from '../backend/store/postgres/postgresStore';
import type { Store } from '../backend/store/store';
import { POSTGRES_MISSING, startPostgresCluster, type PostgresCluster } from '../scripts/postgres/postgresCluster';
import { BODY } from './api';
import { jsonPost, startLoadGenerator, type LoadGenerator } from './loadGenerator';
import type { LoadResult } from './loadJob';
import { REPEATS, summarise, type Summary } from './stats';
import { record } from './summary';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 20;
const RUN_MS = 3_000;
const WARM_UP_MS = 1_500;

interface Instance {
  child: ChildProcess;
  port: number;
}

function startInstance(env: Record<string, string>): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/serve.ts'], {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`bench: an API instance exited (${code}) before listening`)));
  });
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.on('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

async function proKeys(store: Store): Promise<string[]> {
  const keys = new KeyService(store, systemClock);
  const made: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) made.push((await keys.create(`bench-scale-${i}`, 'pro')).key);
  return made;
}

interface Setup {
  name: string;
  instances: Instance[];
  requests: string[];
}

/** One run: the connections split evenly over the setup's instances, one load thread per instance. */
async function runOnce(loads: LoadGenerator[], setup: Setup, maxMs: number): Promise<{ rps: number; p99: number }> {
  const share = CONNECTIONS / setup.instances.length;
  const results: LoadResult[] = await Promise.all(
    setup.instances.map((instance, i) =>
      (loads[i] as LoadGenerator).run({
        port: instance.port,
        requests: setup.requests,
        firstRequest: i * share,
        connections: share,
        maxRequests: 1_000_000,
        maxMs,
      }),
    ),
  );
  for (const result of results) {
    const other = Object.entries(result.statuses).filter(([status]) => status !== '200');
    if (other.length > 0) throw new Error(`${setup.name}: answers other than 200: ${other.map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  }
  // Requests per second add up over the instances; the tail is the worse instance's.
  return { rps: results.reduce((sum, r) => sum + r.requestsPerSecond, 0), p99: Math.max(...results.map((r) => r.p99Ms)) };
}

const fmt = (n: number, digits: number) => n.toFixed(digits);
const spread = (s: Summary, digits: number) => `${fmt(s.low, digits)}–${fmt(s.high, digits)}`;

export async function benchScaleOut(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-scale-'));
  let cluster: PostgresCluster | undefined;
  const started: Instance[] = [];
  const loads = [startLoadGenerator(), startLoadGenerator()];
  try {
    let databaseUrl = process.env.PREFLIGHT_BENCH_DATABASE_URL;
    if (!databaseUrl) {
      try {
        cluster = await startPostgresCluster();
      } catch (error) {
        if ((error as Error).message !== POSTGRES_MISSING) throw error;
        console.log(`\n# scale-out: skipped. ${POSTGRES_MISSING}`);
        return;
      }
      databaseUrl = await cluster.createDatabase('bench_scale_out');
    }
    const settings = { url: databaseUrl, poolMax: 2, statementTimeoutMs: 5_000, connectTimeoutMs: 5_000 };

    const storeFile = join(dir, 'preflight.json');
    const lowdb = await openLowdbStore(storeFile);
    const lowdbKeys = await proKeys(lowdb);
    await lowdb.close();
    const { store: postgres } = await openPostgresStore(settings);
    const postgresKeys = await proKeys(postgres);
    await postgres.close();

    const asRequests = (keys: string[]) => keys.map((key) => jsonPost('/api/v1/score', BODY, { Authorization: `Bearer ${key}` }));
    const lowdbInstance = await startInstance({ PREFLIGHT_DB: storeFile });
    const pgEnv = { DATABASE_URL: databaseUrl, PREFLIGHT_DB: join(dir, 'unused.json') };
    const pgInstances = [await startInstance(pgEnv), await startInstance(pgEnv)];
    started.push(lowdbInstance, ...pgInstances);
    const setups: Setup[] = [
      { name: 'lowdb file, 1 instance', instances: [lowdbInstance], requests: asRequests(lowdbKeys) },
      { name: 'PostgreSQL, 1 instance', instances: [pgInstances[0] as Instance], requests: asRequests(postgresKeys) },
      { name: 'PostgreSQL, 2 instances', instances: pgInstances, requests: asRequests(postgresKeys) },
    ];
    console.log(
      `\n# scale-out: POST /api/v1/score (280-character post) on real serve processes; ${CONNECTIONS} ` +
        `keep-alive connections split over the instances, ` +
        `one load thread per instance; median of ${REPEATS} alternating runs of ${RUN_MS / 1000} s (spread). ` +
        `PostgreSQL ${cluster ? 'throwaway cluster (fsync off)' : 'from PREFLIGHT_BENCH_DATABASE_URL'}`,
    );
    for (const setup of setups) await runOnce(loads, setup, WARM_UP_MS);
    const runs = new Map(setups.map((setup) => [setup, [] as Array<{ rps: number; p99: number }>]));
    for (let r = 0; r < REPEATS; r++) {
      const order = r % 2 === 0 ? setups : [...setups].reverse();
      for (const setup of order) runs.get(setup)?.push(await runOnce(loads, setup, RUN_MS));
    }
    console.log(
      `${'store and instances'.padEnd(26)} ${'req/s'.padStart(7)} ${'spread'.padStart(13)} ` +
        `${'p99 ms'.padStart(7)} ${'p99 spread'.padStart(12)}`,
    );
    for (const setup of setups) {
      const measured = runs.get(setup) ?? [];
      const rps = summarise(measured.map((m) => m.rps));
      const p99 = summarise(measured.map((m) => m.p99));
      record({ section: 'scale-out', figure: `${setup.name}, requests per second`, unit: '/s', value: rps });
      record({ section: 'scale-out', figure: `${setup.name}, p99 at ${CONNECTIONS} connections`, unit: 'ms', value: p99 });
      console.log(
        `${setup.name.padEnd(26)} ${fmt(rps.median, 0).padStart(7)} ${spread(rps, 0).padStart(13)} ` +
          `${fmt(p99.median, 2).padStart(7)} ${spread(p99, 2).padStart(12)}`,
      );
    }
  } finally {
    await Promise.all(started.map(stopInstance));
    await Promise.all(loads.map((load) => load.close()));
    await cluster?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchScaleOut();
}
