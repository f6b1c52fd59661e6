// Account data may not stall the server, and the endpoints that cost a key nothing are metered. A real server
// process on port 0 with a temp store; the order of answers is asserted, never a time.
// - Receipts on a large history: a store written before fingerprints were kept (10 MB of post text) has them
//   computed once on the upload thread while /healthz keeps answering (it was held for the whole normalising
//   and hashing, 12–17 s on a 110 MB account), and saved, so the next receipts hash nothing.
// - A key that calls the uncharged endpoints faster than its tier allows gets 429 rate_limited with
//   Retry-After, its charged calls still go through, and after waiting as told it is served again.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { postFingerprint } from '../../backend/accounts/textFingerprint';
import { UNCHARGED_RATES } from '../../backend/quota/tiers';
import type { StoreData } from '../../backend/store/lowdb/storeFile';
import type { PredictionRecord } from '../../backend/store/store';
import { syntheticPosts } from '../backend/support/accountHistory';
import { startServe, type ServeProcess } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST } from '../backend/support/testServer';
import { waitUntil } from './support/waitUntil';

const ACCOUNT = 'acc_00000000000000b1';
const POSTS = 400;
const CHARS = 25_000;
/** Every third post was scored before it went out. */
const SCORED_EVERY = 3;

let serve: ServeProcess;
let storeFile: string;
let bigKey: string;
let meteredKey: string;

/** A store as an earlier version wrote it: one free key's account of 400 posts of 25,000 characters, no fingerprints. */
async function oldStoreWithLargeAccount(file: string): Promise<string> {
  const { key } = await withKeyOps(file, (ops) => ops.create('large history', 'free'));
  const data = JSON.parse(readFileSync(file, 'utf8')) as StoreData;
  const posts = syntheticPosts(POSTS, { idPrefix: '18500000000000' }).map((post, i) => ({
    ...post,
    text: `${i} ${post.text} `.padEnd(CHARS, 'words '),
  }));
  const predictions: PredictionRecord[] = posts
    .filter((_, i) => i % SCORED_EVERY === 0)
    .map((post) => ({
      fingerprint: postFingerprint(post.text),
      scored_at: new Date(Date.parse(post.posted_at) - 3_600_000).toISOString(),
      expected_engagement: null,
      cold_start: { impressions: 100, likes: 2 },
    }));
  data.accounts = {
    [ACCOUNT]: {
      id: ACCOUNT,
      key_id: data.keys[0]!.id,
      label: 'large',
      platform: 'x',
      created_at: '2026-09-01T00:00:00.000Z',
      model: null,
      posts,
      revision: 1,
      predictions,
    },
  };
  writeFileSync(file, JSON.stringify(data));
  return key;
}

beforeAll(async () => {
  storeFile = join(tempDir(), 'preflight.json');
  bigKey = await oldStoreWithLargeAccount(storeFile);
  ({ key: meteredKey } = await withKeyOps(storeFile, (ops) => ops.create('metered', 'free')));
  serve = await startServe({ PREFLIGHT_DB: storeFile });
}, 120_000);
afterAll(async () => {
  await serve?.stop('SIGTERM');
  removeTempDirs();
});

const get = (path: string, key: string) => fetch(`${serve.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

describe('receipts on a large history', () => {
  it(
    'fingerprints missing from an old store are computed once off the event loop: /healthz answers ' + 'first, the next receipts use them',
    async () => {
      const order: string[] = [];
      const receipts = get(`/api/v1/accounts/${ACCOUNT}/receipts`, bigKey).then(async (res) => {
        order.push('receipts');
        return { status: res.status, body: (await res.json()) as { receipts: unknown[] } };
      });
      // /healthz one after another until the receipts are answered; a deadline only against a hang.
      for (let i = 0; i < 10_000 && !order.includes('receipts'); i++) {
        const health = await fetch(`${serve.url}/healthz`);
        order.push(`healthz ${health.status}`);
      }
      const first = await receipts;
      const before = order.indexOf('receipts');
      console.log(`receipts on ${POSTS} posts of ${CHARS} characters without fingerprints: ${before} /healthz answered before them`);
      expect(first.status).toBe(200);
      expect(first.body.receipts).toHaveLength(Math.ceil(POSTS / SCORED_EVERY));
      // Two in a row: the second was sent after the first was answered, so the receipts were under way by then.
      expect(order.slice(0, 2)).toEqual(['healthz 200', 'healthz 200']);

      // Saved: the store file holds every post's fingerprint by the next write (at most a second later).
      const storedPosts = () => (JSON.parse(readFileSync(storeFile, 'utf8')) as StoreData).accounts[ACCOUNT]!.posts;
      await waitUntil('the store file holds the fingerprints', () => storedPosts().every((post) => post.fingerprint !== undefined));
      expect(storedPosts().filter((post) => post.fingerprint !== postFingerprint(post.text))).toEqual([]);
      const again = await get(`/api/v1/accounts/${ACCOUNT}/receipts`, bigKey);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first.body);
    },
  );
});

describe('uncharged endpoints metered per key', () => {
  it('past the burst: 429 rate_limited with Retry-After; charged calls unaffected; served again after waiting as told', async () => {
    const { burst } = UNCHARGED_RATES.free;
    let served = 0;
    let refused: Response | undefined;
    // The bucket refills while the calls go out (1 a second on free), so a few more than the burst may pass.
    for (let i = 0; i < burst * 4 && !refused; i++) {
      const res = await get('/api/v1/usage', meteredKey);
      if (res.status !== 200) refused = res;
      else {
        served++;
        await res.arrayBuffer();
      }
    }
    expect(refused?.status).toBe(429);
    expect(served).toBeGreaterThanOrEqual(burst);
    const body = (await refused!.clone().json()) as { error: { code: string; message: string; request_id: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.request_id).toBe(refused!.headers.get('x-request-id'));
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(body.error.message).toContain(`Retry after ${retryAfter} s`);
    console.log(`free key: ${served} uncharged calls served, then 429 rate_limited with Retry-After ${retryAfter}`);

    // The score keeps its monthly quota and nothing else.
    const score = await fetch(`${serve.url}/api/v1/score`, {
      method: 'POST',
      headers: { authorization: `Bearer ${meteredKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: GOOD_POST }),
    });
    expect(score.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1_000));
    expect((await get('/api/v1/usage', meteredKey)).status).toBe(200);
  });
});
