// Backtests and receipts: a score with posted_at is a post of the past scored again, not a forecast made before
// posting, so it is not remembered as one. Remembered, a thousand backtests pushed every real forecast out of
// the account's receipts (the account keeps the latest 1,000).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, ingestPosts, newAccount } from './support/accountApi';
import { syntheticPosts } from './support/accountHistory';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('backtests and receipts', () => {
  it('remembers the scores made before posting and not the ones with posted_at', async () => {
    const api = accountApi(server.url, await server.newKey('pro'));
    const id = await newAccount(api);
    const history = syntheticPosts(40, { start: '2026-01-01T08:00:00Z' });
    await ingestPosts(api, id, history);
    for (let i = 0; i < 5; i++) {
      const res = await api.score({ text: `A forecast before posting, number ${i}: we cut build times in half.`, account: id });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    for (const old of history.slice(0, 20)) {
      const res = await api.score({ text: old.text, account: id, posted_at: old.posted_at });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const remembered = await server.store.listPredictions(id);
    expect(remembered).toHaveLength(5);
  }, 60_000);
});
