// Every API answer says nosniff and no-store (successes on the score fast path, 401,
// 404, 400, refused Content-Types and the parser's own refusals); /docs gets a strict CSP and may not
// be framed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PAGE_HEADERS } from '../../backend/routes/docs';
import { GOOD_POST } from '../backend/support/testServer';
import { startLimitedServer, type LimitedServer } from './support/limitedServer';
import { rawRequest } from './support/rawHttp';

let server: LimitedServer;
let key: string;
let requests = 0;

beforeAll(async () => {
  server = await startLimitedServer();
  key = await server.newKey();
});
afterAll(async () => {
  console.log(`answer headers: ${requests} requests made`);
  await server.close();
});

const call = (path: string, init: RequestInit = {}) => {
  requests += 1;
  return fetch(`${server.url}${path}`, init);
};
const scoreWith = (headers: Record<string, string>, body: string) => call('/api/v1/score', { method: 'POST', headers, body });

describe('nosniff and no-store on every answer', () => {
  const cases: Array<[string, () => Promise<Response>, number]> = [
    [
      '200 score (the fast path)',
      () => scoreWith({ authorization: `Bearer ${key}`, 'content-type': 'application/json' }, JSON.stringify({ text: GOOD_POST })),
      200,
    ],
    ['200 usage', () => call('/api/v1/usage', { headers: { authorization: `Bearer ${key}` } }), 200],
    ['200 healthz', () => call('/healthz'), 200],
    ['200 openapi.json', () => call('/openapi.json'), 200],
    ['401 no key', () => scoreWith({ 'content-type': 'application/json' }, JSON.stringify({ text: GOOD_POST })), 401],
    ['404 unknown path', () => call('/nowhere'), 404],
    ['400 invalid body', () => scoreWith({ authorization: `Bearer ${key}`, 'content-type': 'application/json' }, '{"text":'), 400],
    [
      '400 refused Content-Type',
      () => scoreWith({ authorization: `Bearer ${key}`, 'content-type': 'application/json; charset=utf-16' }, '{}'),
      400,
    ],
    [
      '413 declared oversize',
      () => scoreWith({ authorization: `Bearer ${key}`, 'content-type': 'application/json' }, 'x'.repeat(70_000)),
      413,
    ],
  ];

  it.each(cases)('%s', async (_, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await res.arrayBuffer();
  });

  it('a request the parser refuses (clientError) too', async () => {
    requests += 1;
    const answer = await rawRequest(server.url, 'GET /healthz HTTP/1.1\r\nContent-Length: -1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the /docs assets keep their own caching but say nosniff', async () => {
    const res = await call('/docs/assets/docs.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.arrayBuffer();
  });
});

describe('/docs', () => {
  it('carries a strict CSP and may not be framed', async () => {
    const res = await call('/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(DOCS_PAGE_HEADERS['Content-Security-Policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The CSP allows no inline script, so the page must have none: every <script> loads a file of ours.
    const page = await res.text();
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/docs\/assets\/[\w.-]+\.js"/);
      expect(content?.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son\w+=/i);
  });
});
