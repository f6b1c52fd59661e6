// The wire contract both sides read: the backend answers with these shapes and headers, the extension parses
// them with the same schemas (shared/wire.ts). Checked here against the real API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, QUOTA_HEADER, quotaCountOf, UsageResult } from '../../shared/wire';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the wire contract', () => {
  it('the error body, the usage answer and the quota headers of the real API parse with the shared schemas', async () => {
    const key = await server.newKey('free');
    const refused = await fetch(`${server.url}/api/v1/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: '{"text":"short"}',
    });
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(await refused.json()).error.code).toBe('invalid_request');
    expect(quotaCountOf(refused.headers.get(QUOTA_HEADER.remaining))).toBe(20);
    expect(quotaCountOf(refused.headers.get(QUOTA_HEADER.limit))).toBe(20);

    const usage = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
    const answer = UsageResult.parse(await usage.json());
    expect(answer.tier).toBe('free');
    expect(answer.endpoints.score).toMatchObject({ limit: 20, used: 0, remaining: 20 });

    const pro = await server.newKey('pro');
    const unlimited = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${pro}` } });
    expect(UsageResult.parse(await unlimited.json()).endpoints.score.limit).toBeNull();
  });

  it('reads a quota count from its header: a number, unlimited, or unreadable', () => {
    expect(quotaCountOf('17')).toBe(17);
    expect(quotaCountOf('unlimited')).toBeNull();
    expect(quotaCountOf('5abc')).toBeUndefined();
    expect(quotaCountOf(null)).toBeUndefined();
  });
});
