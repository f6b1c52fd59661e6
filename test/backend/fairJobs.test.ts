// Background work shared between keys: one key with uploads queued does not hold another key's upload behind
// them, and several edits to one account while it is being recalibrated cost one more recalibration, not one
// each. A real server on 127.0.0.1 port 0 over a temp store, with the real upload and calibration threads;
// the order is read from the pools' own account of what they started (and from the order of the answers),
// never from a clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerCalibrator } from '../../backend/accounts/calibrator';
import { workerUploadReader } from '../../backend/accounts/uploadReader';
import type { PoolEvent } from '../../backend/jobs/fairPool';
import { KeyService } from '../../backend/keys/keyService';
import { accountApi, ingestPosts, newAccount, type AccountApi, type IngestAnswer } from './support/accountApi';
import { syntheticPosts, xAnalyticsCsv, xAnalyticsRow } from './support/accountHistory';
import { startTestServer, type TestServer } from './support/testServer';

type Seen = PoolEvent & { pool: 'upload' | 'calibration' };

const seen: Seen[] = [];
const waiters: { until: () => boolean; resolve: () => void }[] = [];
const note = (pool: Seen['pool']) => (event: PoolEvent) => {
  seen.push({ ...event, pool });
  for (const waiter of [...waiters]) {
    if (!waiter.until()) continue;
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve();
  }
};
/** Resolves once the events seen so far make `until` true. */
const seenWhen = (until: () => boolean) => new Promise<void>((resolve) => (until() ? resolve() : waiters.push({ until, resolve })));

const uploads = workerUploadReader({ observe: note('upload') });
const calibrator = workerCalibrator({ observe: note('calibration') });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ uploadReader: uploads, calibrator });
});
afterAll(async () => {
  await server.close();
  await uploads.close();
  await calibrator.close();
});

async function keyWithAccount(
  server: TestServer,
  tier: 'free' | 'pro',
  label: string,
): Promise<{ api: AccountApi; keyId: string; accountId: string }> {
  const { key, id } = await new KeyService(server.store, { now: () => new Date() }).create(label, tier);
  const api = accountApi(server.url, key);
  return { api, keyId: id, accountId: await newAccount(api, label) };
}

/** An X analytics export of about `bytes` whose rows are all replies: read whole (seconds of a thread), nothing stored. */
function repliesExport(bytes: number, idPrefix: string): string {
  const [post] = syntheticPosts(1, { idPrefix });
  const rows: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const row = xAnalyticsRow({
      ...post!,
      post_id: String(1_930_000_000_000_000_000n + BigInt(i)),
      text: `@someone thanks for the note ${i}`,
    });
    rows.push(row);
    size += row.length + 2;
  }
  return xAnalyticsCsv([]) + rows.join('\r\n');
}

describe('uploads of two keys', () => {
  it("another key's 40-row export is read while the first key's queued uploads wait, and before they all are", async () => {
    const heavy = await keyWithAccount(server, 'pro', 'heavy');
    const light = await keyWithAccount(server, 'free', 'light');
    const body = repliesExport(1_500_000, '19300000000000');
    const answered: string[] = [];
    const heavyUploads = Array.from({ length: 4 }, () =>
      heavy.api.ingest(heavy.accountId, body, 'text/csv').then(async (res) => {
        answered.push('heavy');
        return res.status;
      }),
    );
    // All four of the heavy key's uploads are with the upload threads: one reading, three waiting their turn.
    await seenWhen(() =>
      seen.some((e) => e.pool === 'upload' && e.owner === heavy.keyId && e.kind === 'queued' && e.running + e.queued === 4),
    );

    const export40 = xAnalyticsCsv(syntheticPosts(40, { idPrefix: '19400000000000' }));
    const lightAnswer = await light.api.ingest(light.accountId, export40, 'text/csv');
    answered.push('light');
    expect(lightAnswer.status, await lightAnswer.clone().text()).toBe(200);
    expect(((await lightAnswer.json()) as IngestAnswer).added).toBe(40);

    const uploadsSeen = seen.filter((e) => e.pool === 'upload');
    const lightStarted = uploadsSeen.findIndex((e) => e.owner === light.keyId && e.kind === 'started');
    const heavyStarts = uploadsSeen.flatMap((e, i) => (e.owner === heavy.keyId && e.kind === 'started' ? [i] : []));
    // The light key's upload started while the heavy key still had uploads waiting, not after the last of them.
    expect(lightStarted).toBeGreaterThan(-1);
    expect(lightStarted).toBeLessThan(heavyStarts.at(-1) ?? Infinity);
    // No key ever had two uploads reading at once: its queue waits for its own turn.
    expect(Math.max(...uploadsSeen.filter((e) => e.kind === 'started').map((e) => e.running))).toBe(1);

    expect(await Promise.all(heavyUploads)).toEqual([200, 200, 200, 200]);
    // The light key's export was read before the heavy key's last one was: the pool's own record, not the
    // order of the answers, which also holds the store's writes and the recalibration after each read.
    const reads = seen.filter((e) => e.pool === 'upload' && e.kind === 'finished');
    const lightRead = reads.findIndex((e) => e.owner === light.keyId);
    const heavyReads = reads.flatMap((e, i) => (e.owner === heavy.keyId ? [i] : []));
    expect(heavyReads).toHaveLength(4);
    expect(lightRead).toBeGreaterThan(-1);
    expect(lightRead).toBeLessThan(heavyReads.at(-1)!);
    expect(answered).toContain('light');
  }, 300_000);
});

describe('edits to one account while it is recalibrated', () => {
  it('four one-row edits cost two recalibrations: the one running and one after it for the three that came meanwhile', async () => {
    const owner = await keyWithAccount(server, 'pro', 'big account');
    const history = syntheticPosts(8_000, { idPrefix: '19500000000000', start: '2019-01-01T00:00:00Z' });
    await ingestPosts(owner.api, owner.accountId, history);
    const before = seen.length;
    const calibrationsStarted = () =>
      seen.slice(before).filter((e) => e.pool === 'calibration' && e.owner === owner.keyId && e.kind === 'started').length;

    const edit = (i: number) => {
      const post = history[i]!;
      return ingestPosts(owner.api, owner.accountId, [{ ...post, metrics: { ...post.metrics, likes: post.metrics.likes + 1 } }]);
    };
    const first = edit(0);
    // The first edit's recalibration has its posts and a thread.
    await seenWhen(() => calibrationsStarted() === 1);
    const answers = await Promise.all([first, edit(1), edit(2), edit(3)]);

    expect(answers.map((a) => a.updated)).toEqual([1, 1, 1, 1]);
    expect(calibrationsStarted()).toBe(2);
    const account = (await (await owner.api.get(owner.accountId)).json()) as { posts: number };
    expect(account.posts).toBe(8_000);
  }, 300_000);
});
