import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { calibrateAccount, importHistory } from '../../../shared/index';
import {
  loadAccount,
  loadAccountModels,
  removeAccount,
  saveAccount,
  watchAccount,
  type StoredAccount,
} from '../../../extension/state/accountStore';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const posts = importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(35)) }]).posts;
const stored = (platform: 'x' | 'bluesky' = 'x'): StoredAccount => ({
  model: calibrateAccount(posts, { platform }),
  imported_at: '2026-03-01T10:00:00.000Z',
  files: ['x.csv'],
  received: 35,
  skipped: { count: 0, first: [] },
});

describe('the stored account models', () => {
  beforeEach(() => fakeBrowser.reset());

  it('start empty on every platform', async () => {
    expect(await loadAccount('x')).toBeNull();
    expect(await loadAccountModels()).toEqual({});
  });

  it('keep a model per platform, read back exactly as saved (the model is plain JSON)', async () => {
    const x = stored('x');
    await saveAccount(x);
    expect(await loadAccount('x')).toEqual(x);
    expect(await loadAccount('bluesky')).toBeNull();
    expect(await loadAccountModels()).toEqual({ x: x.model });
  });

  it('keep the model and the import summary, never the posts', async () => {
    await saveAccount(stored());
    const raw = (await fakeBrowser.storage.local.get('account.x'))['account.x'];
    expect(Object.keys(raw as object).sort()).toEqual(['files', 'imported_at', 'model', 'received', 'skipped']);
    expect(JSON.stringify(raw)).not.toContain(posts[0]!.text);
  });

  it('replace the platform’s model on a new import and remove it on request', async () => {
    await saveAccount(stored());
    const again = { ...stored(), files: ['later.csv'] };
    await saveAccount(again);
    expect((await loadAccount('x'))?.files).toEqual(['later.csv']);
    await removeAccount('x');
    expect(await loadAccount('x')).toBeNull();
  });

  it('read a damaged value, or one filed under the wrong platform, as no model', async () => {
    await fakeBrowser.storage.local.set({ 'account.x': { model: { version: 1 } } });
    expect(await loadAccount('x')).toBeNull();
    await fakeBrowser.storage.local.set({ 'account.linkedin': stored('x') });
    expect(await loadAccount('linkedin')).toBeNull();
  });

  it('tell a watcher of one platform about its changes only', async () => {
    const seen: (number | null)[] = [];
    const stop = watchAccount('x', (account) => seen.push(account ? account.model.posts : null));
    await saveAccount(stored('bluesky'));
    await saveAccount(stored('x'));
    await removeAccount('x');
    stop();
    expect(seen).toEqual([35, null]);
  });
});
