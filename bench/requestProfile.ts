// npm run bench:profile: where the server's CPU goes for one POST /api/v1/score answer. The real app as
// bench/api.ts runs it (createApp on a lowdb store in a temp folder, pro keys, 20 keep-alive connections from
// the load generator on its own thread, the bench's 280-character post) is profiled on this thread through
// the inspector, in-process (no flag, no child process). Each sample goes to a row (bench/profileRows.ts); a
// row's µs are its share of the busy samples times the server CPU per answer measured without the profiler in
// the runs on either side. The profiler samples wall time, so on a busy machine a sample may include waiting
// for a core: the shares are the sound part. The bare endpoint is measured in the same setting, for the
// ratio the API is held to. Writes bench/request-profile.json, from which npm run docs writes docs/speed.md's
// block. About 30 seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from '../backend/app';
import { systemClock } from '../backend/clock';
import { KeyService } from '../backend/keys/keyService';
import { listen } from '../backend/listen';
import { silentLogger } from '../backend/log/logger';
import { openLowdbStore } from '../backend/store/lowdb/lowdbStore';
import { BODY, CONNECTIONS, measure, RATIO_BUDGET, type Endpoint, type Measured } from './api';
import { bareApp } from './bareEndpoint';
import { writeRequestProfile, REQUEST_PROFILE_FILE, type EndpointCost, type RequestProfile } from './lastProfile';
import { jsonPost, startLoadGenerator } from './loadGenerator';
import { machineLine } from './machine';
import { classify, REST_ROW, type CpuProfile } from './profileRows';

const WARM_UP_MS = 2_000;
const RUN_MS = 3_000;
const PROFILE_MS = 6_000;
/** 0.2 ms between samples: about 30,000 samples over the profiled run, a few per answer. */
const SAMPLING_INTERVAL_MICROS = 200;
const ENGINE_TOP = 10;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The mean of runs on either side of the profiled one: a drift of the machine during the run cancels. */
function costOf(runs: readonly Measured[]): EndpointCost {
  const mean = (pick: (m: Measured) => number) => runs.reduce((sum, m) => sum + pick(m), 0) / runs.length;
  return { cpuMicrosPerAnswer: mean((m) => m.cpuMicros), requestsPerSecond: mean((m) => m.requestsPerSecond) };
}

async function profiled<T>(intervalMicros: number, run: () => Promise<T>): Promise<{ result: T; profile: CpuProfile; seconds: number }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: intervalMicros });
    const started = performance.now();
    await session.post('Profiler.start');
    const result = await run();
    const { profile } = await session.post('Profiler.stop');
    return { result, profile, seconds: (performance.now() - started) / 1000 };
  } finally {
    session.disconnect();
  }
}

export async function profileRequest(): Promise<RequestProfile> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-profile-'));
  const store = await openLowdbStore(join(dir, 'preflight.json'));
  const keys = new KeyService(store, systemClock);
  const proKeys: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) proKeys.push((await keys.create(`profile-pro-${i}`, 'pro')).key);
  await store.flush();
  const api = await listen(createApp({ store, logger: silentLogger }).fetch, '127.0.0.1', 0);
  const bare = await listen(bareApp().fetch, '127.0.0.1', 0);
  const load = startLoadGenerator();
  const scoreEndpoint: Endpoint = {
    name: 'POST /api/v1/score',
    listener: api,
    requests: proKeys.map((key) => jsonPost('/api/v1/score', BODY, { Authorization: `Bearer ${key}` })),
  };
  const bareEndpoint: Endpoint = { name: 'bare Hono + zod, 3 KB', listener: bare, requests: [jsonPost('/score', BODY)] };
  try {
    await measure(load, bareEndpoint, WARM_UP_MS);
    await measure(load, scoreEndpoint, WARM_UP_MS);
    const bareRuns = [await measure(load, bareEndpoint, RUN_MS)];
    const apiRuns = [await measure(load, scoreEndpoint, RUN_MS)];
    const { result: answered, profile, seconds } = await profiled(SAMPLING_INTERVAL_MICROS, () => measure(load, scoreEndpoint, PROFILE_MS));
    apiRuns.push(await measure(load, scoreEndpoint, RUN_MS));
    bareRuns.push(await measure(load, bareEndpoint, RUN_MS));

    const apiCost = costOf(apiRuns);
    const micros = (share: number) => share * apiCost.cpuMicrosPerAnswer;
    const classified = classify(profile, repoRoot);
    return {
      machine: machineLine(),
      date: new Date().toISOString().slice(0, 10),
      connections: CONNECTIONS,
      api: apiCost,
      bare: costOf(bareRuns),
      ratioBudget: RATIO_BUDGET.limit,
      profile: {
        seconds,
        samplingIntervalMicros: SAMPLING_INTERVAL_MICROS,
        answers: answered.completed,
        busySamples: classified.busySamples,
      },
      // Largest first, with what no row claims last.
      rows: classified.rows
        .map(({ row, share }) => ({ row, share, microsPerAnswer: micros(share) }))
        .sort((a, b) => Number(a.row === REST_ROW) - Number(b.row === REST_ROW) || b.share - a.share),
      engineTop: classified.engineFunctions
        .slice(0, ENGINE_TOP)
        .map(({ function: name, where, share }) => ({ function: name, where, share, microsPerAnswer: micros(share) })),
    };
  } finally {
    await load.close();
    await bare.close();
    await api.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(run: RequestProfile): void {
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `# where a POST /api/v1/score answer's server CPU goes (${run.machine})\n` +
      `server CPU per answer ${run.api.cpuMicrosPerAnswer.toFixed(0)} µs at ${run.api.requestsPerSecond.toFixed(0)} req/s; ` +
      `bare endpoint ${run.bare.cpuMicrosPerAnswer.toFixed(0)} µs at ${run.bare.requestsPerSecond.toFixed(0)} req/s; ` +
      `${run.profile.busySamples.toLocaleString('en-US')} busy samples over ${run.profile.answers.toLocaleString('en-US')} answers\n`,
  );
  for (const row of run.rows) console.log(`${row.microsPerAnswer.toFixed(1).padStart(7)} µs ${pct(row.share).padStart(7)}  ${row.row}`);
  console.log('\n# the engine, by function (its own time and the builtins it calls)\n');
  for (const f of run.engineTop)
    console.log(`${f.microsPerAnswer.toFixed(1).padStart(7)} µs ${pct(f.share).padStart(7)}  ${f.function}  ${f.where}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = await profileRequest();
  print(run);
  await writeRequestProfile(repoRoot, run);
  console.log(`\nwritten to ${REQUEST_PROFILE_FILE}; npm run docs shows it in docs/speed.md`);
}
