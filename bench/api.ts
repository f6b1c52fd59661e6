// The API against its budgets (docs/speed.md): POST /api/v1/score beside a bare Hono endpoint (zod validation, a fixed
// 3 KB answer) in the same run, 20 keep-alive connections, each figure the median of REPEATS alternating runs
// with its spread; store writes per 1,000 requests; heap over 100,000 requests across 10,000 keys.
// Both servers run on this thread and the load generator on its own thread (loadJob.ts), so on this 2-core
// machine the servers have one core and the load the other, the same for both endpoints.
// Bounded to about 3 minutes: every run stops at its request count or its time, whichever comes first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../backend/app';
import { systemClock } from '../backend/clock';
import { KeyService } from '../backend/keys/keyService';
import { listen, type Listener } from '../backend/listen';
import { silentLogger } from '../backend/log/logger';
import { openLowdbStore } from '../backend/store/lowdb/lowdbStore';
import { bareApp } from './bareEndpoint';
import { jsonPost, startLoadGenerator, type LoadGenerator } from './loadGenerator';
import type { LoadResult } from './loadJob';
import { REPEATS, summarise, verdict, type Budget, type Summary } from './stats';
import { record } from './summary';
import { countStoreWrites } from './storeWrites';
import { mainThreadCpuNs } from './threadCpu';

export const CONNECTIONS = 20;
const RUN_MS = 3_000;
const WARM_UP_MS = 1_500;
const MEMORY_KEYS = 10_000;
const MEMORY_REQUESTS = 100_000;
/** Heap samples after this share of MEMORY_REQUESTS. */
const MEMORY_MARKS = [0.1, 0.5, 1] as const;
const MEMORY_MAX_MS = 90_000;
/**
 * Allowed heap growth between the first and the last sample, per request. By the first sample every key
 * has been used, so the state the service must keep (keys, monthly counts) is complete; what a request
 * could still add is a log line, a map entry, a receipt, each at least a few dozen bytes. 16 bytes per
 * request (1.4 MB over 90,000 requests) is below any retained object and above the noise of a heap
 * measured after a full GC.
 */
const MEMORY_BUDGET_BYTES_PER_REQUEST = 16;
/** The API's requests per second against the bare endpoint's in the same run. */
export const RATIO_BUDGET: Budget = { limit: 0.3, kind: 'min' };
/** Flushes batched at most once a second give 1,000 / (req/s) writes per 1,000 requests; per-request writing gives 1,000. */
const WRITES_BUDGET_PER_1000 = 10;

/** The post both API benchmarks send (280 characters). */
export const POST_280 =
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps and a tour nobody ' +
  'finished. Activation went from 21% to 34% in one week. Which step in your own product would you ' +
  'delete first, and what would it cost you to try that this week? Tell us: we read every reply.';
export const BODY = JSON.stringify({ text: POST_280 });

/** A full GC, for heap samples that show what is retained rather than what awaits collection. */
function fullGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  // The flag must be set before a context is created for `gc` to be defined in it.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export interface Endpoint {
  name: string;
  listener: Listener;
  requests: string[];
}

const fmt = (n: number, digits: number) => n.toFixed(digits);
const spread = (s: Summary, digits: number) => `${fmt(s.low, digits)}–${fmt(s.high, digits)}`;

function checkStatuses(name: string, result: LoadResult): void {
  const other = Object.entries(result.statuses).filter(([status]) => status !== '200');
  if (other.length > 0) throw new Error(`${name}: answers other than 200: ${other.map(([s, n]) => `${n} × ${s}`).join(', ')}`);
}

export interface Measured extends LoadResult {
  /** Server CPU (the main thread) per answer, µs; NaN where it cannot be read. */
  cpuMicros: number;
}

/** One run of the load on an endpoint, with the server CPU (this thread) per answer beside it. */
export async function measure(load: LoadGenerator, endpoint: Endpoint, maxMs: number, firstRequest = 0): Promise<Measured> {
  const cpuBefore = mainThreadCpuNs();
  const result = await load.run({
    port: endpoint.listener.port,
    requests: endpoint.requests,
    firstRequest,
    connections: CONNECTIONS,
    maxRequests: 1_000_000,
    maxMs,
  });
  const cpuAfter = mainThreadCpuNs();
  checkStatuses(endpoint.name, result);
  const cpuMicros = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / 1000 / result.completed;
  return { ...result, cpuMicros };
}

export async function benchApi(): Promise<void> {
  const gc = fullGc();
  const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-'));
  const storeFile = join(dir, 'preflight.json');
  const store = await openLowdbStore(storeFile);
  const keys = new KeyService(store, systemClock);
  const throughputKeys: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) throughputKeys.push((await keys.create(`bench-pro-${i}`, 'pro')).key);
  const memoryKeys: string[] = [];
  for (let i = 0; i < MEMORY_KEYS; i++) memoryKeys.push((await keys.create(`bench-${i}`, 'builder')).key);
  await store.flush();

  const api = await listen(createApp({ store, logger: silentLogger }).fetch, '127.0.0.1', 0);
  const bare = await listen(bareApp().fetch, '127.0.0.1', 0);
  const load = startLoadGenerator();
  const writes = countStoreWrites(storeFile);
  const bareEndpoint: Endpoint = { name: 'bare Hono + zod, 3 KB', listener: bare, requests: [jsonPost('/score', BODY)] };
  const scoreEndpoint: Endpoint = {
    name: 'POST /api/v1/score',
    listener: api,
    requests: throughputKeys.map((key) => jsonPost('/api/v1/score', BODY, { Authorization: `Bearer ${key}` })),
  };
  const started = performance.now();
  try {
    console.log(
      `\n# api: POST /api/v1/score (280-character post, ` +
        `${(MEMORY_KEYS + CONNECTIONS).toLocaleString('en-US')} keys in a lowdb store) beside a bare Hono ` +
        `endpoint, ` +
        `${CONNECTIONS} keep-alive connections, load on its own thread; median of ${REPEATS} alternating ` +
        `runs of ${RUN_MS / 1000} s (spread); ` +
        'cpu µs: server CPU per answer, which moves less than req/s when other work shares the machine',
    );
    await measure(load, bareEndpoint, WARM_UP_MS);
    await measure(load, scoreEndpoint, WARM_UP_MS);

    const runs = { bare: [] as Measured[], api: [] as Measured[] };
    const ratios: number[] = [];
    let apiRequests = 0;
    const writesBefore = writes.count;
    for (let r = 0; r < REPEATS; r++) {
      // Alternating which goes first spreads any drift of the machine over both.
      const order = r % 2 === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const);
      for (const which of order) {
        const result = await measure(load, which === 'bare' ? bareEndpoint : scoreEndpoint, RUN_MS);
        runs[which].push(result);
        if (which === 'api') apiRequests += result.completed;
      }
      ratios.push((runs.api.at(-1) as Measured).requestsPerSecond / (runs.bare.at(-1) as Measured).requestsPerSecond);
    }
    const throughputWrites = writes.count - writesBefore;

    console.log(
      `${'endpoint'.padEnd(24)} ${'req/s'.padStart(7)} ${'spread'.padStart(13)} ${'p50 ms'.padStart(7)} ` +
        `${'p99 ms'.padStart(7)} ${'p99 spread'.padStart(12)} ${'cpu µs'.padStart(7)}  budget`,
    );
    for (const [which, endpoint] of [
      ['bare', bareEndpoint],
      ['api', scoreEndpoint],
    ] as const) {
      const rps = summarise(runs[which].map((r) => r.requestsPerSecond));
      const p50 = summarise(runs[which].map((r) => r.p50Ms));
      const p99 = summarise(runs[which].map((r) => r.p99Ms));
      const cpu = summarise(runs[which].map((r) => r.cpuMicros));
      const budget = which === 'api' ? `p99 ${verdict(p99.median, { limit: 10, kind: 'max' })} ms` : '';
      record({ section: 'api', figure: `${endpoint.name}, requests per second`, unit: '/s', value: rps });
      if (which === 'api')
        record({
          section: 'api',
          figure: `${endpoint.name}, p99 at ${CONNECTIONS} connections`,
          unit: 'ms',
          value: p99,
          budget: { limit: 10, kind: 'max' },
        });
      record({ section: 'api', figure: `${endpoint.name}, server CPU per answer`, unit: 'µs', value: cpu });
      console.log(
        `${endpoint.name.padEnd(24)} ${fmt(rps.median, 0).padStart(7)} ${spread(rps, 0).padStart(13)} ` +
          `${fmt(p50.median, 2).padStart(7)} ${fmt(p99.median, 2).padStart(7)} ${spread(p99, 2).padStart(12)} ` +
          `${fmt(cpu.median, 0).padStart(7)}  ${budget}`,
      );
    }
    const ratio = summarise(ratios);
    record({ section: 'api', figure: 'requests per second, API / bare endpoint (same run)', unit: '', value: ratio, budget: RATIO_BUDGET });
    console.log(
      `${'ratio API / bare'.padEnd(24)} ${fmt(ratio.median, 3).padStart(7)} ` +
        `${spread(ratio, 3).padStart(13)} ${''.padStart(36)}  ${verdict(ratio.median, RATIO_BUDGET)}`,
    );

    // Memory: every key used once in the first 10 %, then each nine more times.
    const memoryEndpoint: Endpoint = {
      name: 'POST /api/v1/score, 10,000 keys',
      listener: api,
      requests: memoryKeys.map((key) => jsonPost('/api/v1/score', BODY, { Authorization: `Bearer ${key}` })),
    };
    const memoryStarted = performance.now();
    const memoryWritesBefore = writes.count;
    const samples: Array<{ requests: number; heap: number }> = [];
    let sent = 0;
    let previousMark = 0;
    for (const mark of MEMORY_MARKS) {
      const target = Math.round(MEMORY_REQUESTS * mark);
      const timeLeft = MEMORY_MAX_MS - (performance.now() - memoryStarted);
      const share = mark - previousMark;
      previousMark = mark;
      const result = await load.run({
        port: api.port,
        requests: memoryEndpoint.requests,
        firstRequest: sent,
        connections: CONNECTIONS,
        maxRequests: target - sent,
        maxMs: Math.max(1_000, Math.min(timeLeft, MEMORY_MAX_MS * share)),
      });
      checkStatuses(memoryEndpoint.name, result);
      sent += result.completed;
      // A store write in flight holds the whole file as one string (MBs with 10,000 keys): let it finish.
      await store.flush();
      gc();
      gc();
      samples.push({ requests: sent, heap: process.memoryUsage().heapUsed });
    }
    const memoryWrites = writes.count - memoryWritesBefore;
    const memorySeconds = (performance.now() - memoryStarted) / 1000;

    const allRequests = apiRequests + sent;
    const allWrites = throughputWrites + memoryWrites;
    const perThousand = (allWrites / allRequests) * 1000;
    console.log(
      `store file writes: ${allWrites} during ${allRequests.toLocaleString('en-US')} score requests = ` +
        `${fmt(perThousand, 2)} per 1,000 requests ` +
        `(${fmt(memoryWrites / memorySeconds, 2)} per second under load)  ` +
        `${verdict(perThousand, { limit: WRITES_BUDGET_PER_1000, kind: 'max' })}`,
    );
    const exact = (x: number) => ({ median: x, low: x, high: x });
    record({
      section: 'api',
      figure: 'store file writes per 1,000 score requests',
      unit: '',
      value: exact(perThousand),
      budget: { limit: WRITES_BUDGET_PER_1000, kind: 'max' },
    });
    const first = samples[0] as { requests: number; heap: number };
    const last = samples.at(-1) as { requests: number; heap: number };
    const perRequest = (last.heap - first.heap) / Math.max(1, last.requests - first.requests);
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `heap after full GC at ${samples.map((s) => s.requests.toLocaleString('en-US')).join(' / ')} ` +
        `requests over ${MEMORY_KEYS.toLocaleString('en-US')} keys: ` +
        `${samples.map((s) => mib(s.heap)).join(' / ')}; growth ${mib(last.heap - first.heap)} ` +
        `(${fmt(((last.heap - first.heap) / first.heap) * 100, 1)} %), ` +
        `${fmt(perRequest, 1)} B per request  ` +
        `${verdict(Math.max(0, perRequest), { limit: MEMORY_BUDGET_BYTES_PER_REQUEST, kind: 'max' })} B`,
    );
    record({
      section: 'api',
      figure: `heap growth per request over ${sent.toLocaleString('en-US')} requests across ${MEMORY_KEYS.toLocaleString('en-US')} keys`,
      unit: 'B',
      value: exact(Math.max(0, perRequest)),
      budget: { limit: MEMORY_BUDGET_BYTES_PER_REQUEST, kind: 'max' },
    });
    if (sent < MEMORY_REQUESTS)
      console.log(
        `(memory: ${sent.toLocaleString('en-US')} of ${MEMORY_REQUESTS.toLocaleString('en-US')} requests ` +
          `within the ${MEMORY_MAX_MS / 1000} s bound)`,
      );
    console.log(`(api bench took ${fmt((performance.now() - started) / 1000, 0)} s)`);
  } finally {
    writes.close();
    await load.close();
    await bare.close();
    await api.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchApi();
}
