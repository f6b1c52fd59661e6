// The API's answers to a fixed corpus of 2,000 requests, reduced to one digest per request and one for
// the whole: a move that should change no behaviour (a file moved, a store split, a module renamed) is
// checked by recording the digests before it and comparing after.
//
//   npm run api:answers -- --record before.json     writes the digests
//   npm run api:answers -- --compare before.json    exits 1 and names the first requests that differ
//
// The requests are built from a seeded generator, so the corpus is the same on every run; the app runs
// in-process (Hono's app.request) over a lowdb store in a temp folder with a clock that moves one second
// per request. What is random by design (request ids, key secrets, key and account ids) is replaced by
// placeholders before hashing; everything else in the status, the headers and the body counts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../backend/app';
import { inlineCalibrator } from '../backend/accounts/calibrator';
import { inlineUploadReader } from '../backend/accounts/uploadReader';
import { KeyService } from '../backend/keys/keyService';
import { createLogger } from '../backend/log/logger';
import { openLowdbStore } from '../backend/store/lowdb/lowdbStore';
import { fixedRequests, type FixedRequest } from './apiAnswers/corpus';

interface Digests {
  total: string;
  count: number;
  requests: { name: string; digest: string }[];
}

async function answers(): Promise<Digests> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-api-answers-'));
  const store = await openLowdbStore(join(dir, 'preflight.json'));
  let now = Date.parse('2026-03-02T09:00:00Z');
  const clock = { now: () => new Date(now) };
  const app = createApp({
    store,
    clock,
    logger: createLogger(() => undefined),
    calibrator: inlineCalibrator,
    uploadReader: inlineUploadReader,
  });
  const keys = new KeyService(store, clock);
  const placeholders = new Map<string, string>();
  const keyOf: Record<string, string> = {};
  for (const tier of ['free', 'builder', 'pro'] as const) {
    const made = await keys.create(`${tier} key`, tier);
    keyOf[tier] = made.key;
    placeholders.set(made.key, `<${tier}-key>`);
    placeholders.set(made.id, `<${tier}-key-id>`);
    placeholders.set(made.prefix, `<${tier}-key-prefix>`);
  }
  const accounts: string[] = [];
  const requests: Digests['requests'] = [];
  const whole = createHash('sha256');
  try {
    for (const request of fixedRequests()) {
      now += 1000;
      const answer = await send(app, request, keyOf, accounts);
      const body = await answer.text();
      if (request.method === 'POST' && request.path === '/api/v1/accounts' && answer.status === 201) {
        const { id } = JSON.parse(body) as { id: string };
        placeholders.set(id, `<account-${accounts.length}>`);
        accounts.push(id);
      }
      const headers = [...answer.headers.entries()]
        .filter(([name]) => name !== 'x-request-id')
        .map(([name, value]) => `${name}: ${value}`)
        .sort();
      const requestId = answer.headers.get('x-request-id');
      const bodyWithoutId = requestId ? body.split(requestId).join('<request-id>') : body;
      const text = [String(answer.status), ...headers, '', replaceAll(bodyWithoutId, placeholders)].join('\n');
      if (process.env.API_ANSWERS_DUMP) process.stdout.write(`### ${request.name}\n${text}\n`);
      const digest = createHash('sha256').update(text).digest('hex');
      whole.update(digest);
      requests.push({ name: request.name, digest });
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { total: whole.digest('hex'), count: requests.length, requests };
}

function send(
  app: ReturnType<typeof createApp>,
  request: FixedRequest,
  keyOf: Record<string, string>,
  accounts: readonly string[],
): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.tier) headers.authorization = `Bearer ${keyOf[request.tier]}`;
  // A request about an account names it by its order of creation; the id itself is random.
  const path = request.path.replace(/\{account:(\d+)\}/, (_, n: string) => accounts[Number(n)] ?? 'acc_0000000000000000');
  const body =
    typeof request.body === 'string'
      ? request.body.replace(/\{account:(\d+)\}/, (_, n: string) => accounts[Number(n)] ?? 'acc_0000000000000000')
      : request.body;
  return Promise.resolve(app.request(path, { method: request.method, headers, ...(body === undefined ? {} : { body }) }));
}

function replaceAll(text: string, placeholders: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [value, placeholder] of placeholders) out = out.split(value).join(placeholder);
  return out;
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== '--record' && mode !== '--compare') || !file) {
    console.error('usage: npm run api:answers -- --record FILE | --compare FILE');
    process.exit(2);
  }
  const now = await answers();
  if (mode === '--record') {
    writeFileSync(file, `${JSON.stringify(now, null, 1)}\n`);
    console.log(`${now.count} answers recorded in ${file}; digest ${now.total}`);
    return;
  }
  const before = JSON.parse(readFileSync(file, 'utf8')) as Digests;
  const differing = now.requests.filter((request, i) => before.requests[i]?.digest !== request.digest);
  if (now.count === before.count && differing.length === 0) {
    console.log(`${now.count} answers byte-identical to ${file}; digest ${now.total}`);
    return;
  }
  console.error(
    `${differing.length} of ${now.count} answers differ from ${file} (${before.count} recorded), first: ${differing
      .slice(0, 10)
      .map((r) => r.name)
      .join(', ')}`,
  );
  process.exit(1);
}

await main();
