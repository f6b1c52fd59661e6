// 500 internal_error: the engine failing is reported in our shape and not charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/log/logger';
import { errorOf, GOOD_IDEA, GOOD_POST, post, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let key: string;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger((line) => logLines.push(line)),
    engine: {
      score: () => {
        throw new Error('engine exploded');
      },
      rankVariants: () => {
        throw new Error('ranking exploded');
      },
    },
  });
  key = await server.newKey('free');
});
afterAll(() => server.close());

describe('500 internal_error', () => {
  it('score: an engine exception is a JSON 500 with a retry hint, and the call is not charged', async () => {
    const res = await post(server.url, '/api/v1/score', key, { text: GOOD_POST });
    expect(res.status).toBe(500);
    const error = await errorOf(res);
    expect(error).toMatchObject({
      code: 'internal_error',
      message: 'The scoring engine failed on this post; retry with backoff and report the request id if it persists. Not charged.',
    });
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('20');
  });

  it('generate: a ranking exception is a JSON 500 and the reserved call is refunded', async () => {
    const res = await post(server.url, '/api/v1/generate', key, { idea: GOOD_IDEA });
    expect(res.status).toBe(500);
    expect((await errorOf(res)).code).toBe('internal_error');
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
  });

  it('the failure is logged with the request id, key id and error class, never the key or the engine message', async () => {
    const res = await post(server.url, '/api/v1/score', key, { text: GOOD_POST });
    const { request_id } = await errorOf(res);
    const line = logLines.find((l) => l.includes(request_id));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'error', code: 'internal_error', path: '/api/v1/score', error_class: 'Error' });
    // The engine's message can quote the post: only its class is logged.
    expect(logLines.join('\n')).not.toContain('engine exploded');
    expect(entry.key_id).toMatch(/^key_[0-9a-f]{12}$/);
    expect(logLines.join('\n')).not.toContain(key);
  });
});
