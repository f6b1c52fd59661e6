// API throughput and latency, measured in one process: the server and the load generator share the
// CPU, so absolute numbers are lower than with an outside load tool; compare runs, not machines.
// Bounded: each scenario stops at its request count or its time budget, whichever comes first.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { createApp } from '../backend/app';
import { systemClock } from '../backend/clock';
import { KeyService } from '../backend/keys/keyService';
import { listen } from '../backend/listen';
import { silentLogger } from '../backend/log/logger';
import type { Tier } from '../backend/quota/tiers';
import { openLowdbStore } from '../backend/store/lowdbStore';

const KEY_COUNT = 1_000;
const CONCURRENCY = 16;
const POST_TEXT = JSON.stringify({
  text: 'Three things I learned shipping our first paid plan:\n1. Charge earlier than feels comfortable.\n2. Annual plans fund the roadmap.\n3. Talk to every churned user. Which one surprised you?',
});

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  body?: string;
  requests: number;
  budgetMs: number;
  expectStatus: number;
}

function once(agent: Agent, base: URL, s: Scenario): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (s.key) headers.authorization = `Bearer ${s.key}`;
    if (s.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(s.body));
    }
    const req = request({ agent, host: base.hostname, port: base.port, method: s.method, path: s.path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(s.body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function drive(base: URL, s: Scenario): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  for (let i = 0; i < 20; i++) await once(agent, base, s); // warm-up: JIT, connections, caches
  const latencies: number[] = [];
  const deadline = performance.now() + s.budgetMs;
  let issued = 0;
  let unexpected = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < s.requests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      const status = await once(agent, base, s);
      latencies.push(performance.now() - t0);
      if (status !== s.expectStatus) unexpected++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  console.log(
    `${s.name.padEnd(34)} ${String(latencies.length).padStart(6)} ${(latencies.length / seconds).toFixed(0).padStart(8)} ${percentile(latencies, 50).toFixed(2).padStart(8)} ${percentile(latencies, 99).toFixed(2).padStart(8)}` +
      (unexpected ? `   (${unexpected} answers were not ${s.expectStatus})` : ''),
  );
}

export async function benchApi(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-'));
  const store = await openLowdbStore(join(dir, 'preflight.json'));
  const keys = new KeyService(store, systemClock);
  const tiers: Tier[] = ['free', 'builder', 'pro'];
  const issued: Record<Tier, string[]> = { free: [], builder: [], pro: [] };
  for (let i = 0; i < KEY_COUNT; i++) {
    const tier = tiers[i % tiers.length]!;
    issued[tier].push((await keys.create(`bench-${i}`, tier)).key);
  }
  const exhausted = issued.free[0]!;
  for (let i = 0; i < 20; i++) await store.reserve((await keys.resolve(exhausted)).id, 'score', new Date().toISOString().slice(0, 7), 20);

  const listener = await listen(createApp({ store, logger: silentLogger }).fetch, '127.0.0.1', 0);
  const base = new URL(listener.url);
  // The floor: a bare Hono app on the same adapter, to see what our middleware and routes add.
  const bare = await listen(new Hono().get('/', (c) => c.json({ status: 'ok' })).fetch, '127.0.0.1', 0);
  console.log(`\n# api: ${KEY_COUNT} keys in a lowdb store, ${CONCURRENCY} concurrent keep-alive connections, same process`);
  console.log(`${'scenario'.padEnd(34)} ${'reqs'.padStart(6)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  try {
    await drive(new URL(bare.url), { name: 'baseline: bare Hono GET /', method: 'GET', path: '/', requests: 20_000, budgetMs: 8_000, expectStatus: 200 });
    await drive(base, { name: 'GET /healthz', method: 'GET', path: '/healthz', requests: 20_000, budgetMs: 8_000, expectStatus: 200 });
    await drive(base, { name: 'GET /api/v1/usage (auth, no charge)', method: 'GET', path: '/api/v1/usage', key: issued.builder[7], requests: 20_000, budgetMs: 8_000, expectStatus: 200 });
    await drive(base, { name: 'POST /api/v1/score 429 (no engine)', method: 'POST', path: '/api/v1/score', key: exhausted, body: POST_TEXT, requests: 20_000, budgetMs: 8_000, expectStatus: 429 });
    await drive(base, { name: 'POST /api/v1/score (pro key)', method: 'POST', path: '/api/v1/score', key: issued.pro[3], body: POST_TEXT, requests: 3_000, budgetMs: 10_000, expectStatus: 200 });
  } finally {
    await bare.close();
    await listener.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchApi();
}
