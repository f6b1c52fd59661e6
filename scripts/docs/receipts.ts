// The README's receipts sample: the API in-process (the app's own fetch, a store in a temp folder, a clock
// set by hand), on the account of docs/examples. A draft is scored with the account, then the post goes out
// with another link, case and spacing, and its counts come in: the receipts call pairs them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../backend/app';
import { inlineCalibrator } from '../../backend/accounts/calibrator';
import { KeyService } from '../../backend/keys/keyService';
import { silentLogger } from '../../backend/log/logger';
import { openLowdbStore } from '../../backend/store/lowdb/lowdbStore';

export const RECEIPT_DRAFT =
  'Pricing page, take three: one plan, one price, and a calculator nobody has to open. https://example.com/pricing';
const POSTED = {
  post_id: '800000000000001000',
  text: 'pricing page, take THREE: one plan, one price,  and a calculator nobody has to open. https://t.co/Pr1c3',
  posted_at: '2016-12-24T10:30:00Z',
  metrics: { impressions: 2100, likes: 19, reposts: 2, replies: 1 },
};
const SCORED_AT = '2016-12-24T09:00:00.000Z';

export async function receiptsSample(repoRoot: string, historyFiles: readonly string[]): Promise<unknown> {
  const dir = await mkdtemp(join(tmpdir(), 'preflight-docs-'));
  let now = new Date('2016-12-24T08:00:00.000Z');
  const clock = { now: () => now };
  const store = await openLowdbStore(join(dir, 'preflight.json'));
  try {
    const { key } = await new KeyService(store, clock).create('docs', 'builder');
    const app = createApp({ store, clock, logger: silentLogger, calibrator: inlineCalibrator });
    const call = async (method: string, path: string, body?: string, contentType = 'application/json') => {
      const headers: Record<string, string> = { authorization: `Bearer ${key}` };
      if (body !== undefined) headers['content-type'] = contentType;
      const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { method, headers, body }));
      if (!res.ok) throw new Error(`docs: ${method} ${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const { id } = (await call('POST', '/api/v1/accounts', JSON.stringify({ label: '@acme on X', platform: 'x' }))) as { id: string };
    for (const file of historyFiles)
      await call('POST', `/api/v1/accounts/${id}/posts`, await readFile(join(repoRoot, file), 'utf8'), 'text/csv');
    now = new Date(SCORED_AT);
    await call('POST', '/api/v1/score', JSON.stringify({ text: RECEIPT_DRAFT, account: id }));
    now = new Date('2016-12-25T12:00:00.000Z');
    await call('POST', `/api/v1/accounts/${id}/posts`, JSON.stringify({ posts: [POSTED] }));
    return await call('GET', `/api/v1/accounts/${id}/receipts`);
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
