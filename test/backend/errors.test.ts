// The interface contract's error table (docs/api.md, Errors), our additions (404, 413, malformed JSON), and the
// one error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, GOOD_IDEA, GOOD_POST, post, postChunked, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await server.newKey('builder');
});
afterAll(() => server.close());

const score = (body: unknown, headers?: Record<string, string>) => post(server.url, '/api/v1/score', key, body, headers);
const generate = (body: unknown) => post(server.url, '/api/v1/generate', key, body);

describe('400 invalid_request on score (text missing, too short, too long)', () => {
  it('a missing text is named as required', async () => {
    const res = await score({ persona: 'founders' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('Invalid request: text is required.');
  });

  it('text of 9 characters is too short, 10 is enough', async () => {
    const short = await score({ text: '123456789' });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toBe('Invalid request: text must be 10 to 4000 characters (Unicode code points); got 9.');
    expect((await score({ text: '1234567890' })).status).toBe(200);
  });

  it('text over 4000 code points is too long, and length counts code points, not UTF-16 units', async () => {
    const tooLong = await score({ text: 'a'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toContain('got 4001');
    // 10 emoji are 20 UTF-16 units but 10 characters: valid.
    expect((await score({ text: '🚀'.repeat(10) })).status).toBe(200);
  });

  it('a wrongly typed optional field is a 400 naming the field', async () => {
    const res = await score({ text: GOOD_POST, want_panel: 'yes' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Invalid request: want_panel: Invalid input: expected boolean, received string.');
  });

  it('a posted_at that is not an ISO 8601 date or date-time is a 400 naming the field; a date is scored', async () => {
    const res = await score({ text: GOOD_POST, posted_at: 'May 7, 2013' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'Invalid request: posted_at: expected an ISO 8601 date (2013-05-07) or date-time with its offset (2013-05-07T07:45:38Z).',
    );
    expect((await score({ text: GOOD_POST, posted_at: '2013-05-07' })).status).toBe(200);
  });

  it('a body that is JSON but not an object is a 400', async () => {
    const res = await score([1, 2]);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Invalid request: the request body must be a JSON object.');
  });

  it('malformed JSON is a 400 invalid_request, not a 500', async () => {
    const res = await score('{"text": "unterminated');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(/^The request body is not valid JSON/);
  });

  it('an empty body is a 400', async () => {
    const res = await score('');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_request');
  });

  it('a body not sent as JSON is a 400 that says which Content-Type to use', async () => {
    const res = await score(JSON.stringify({ text: GOOD_POST }), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'Unsupported Content-Type "text/plain"; send the body as JSON with Content-Type: application/json.',
    );
    const form = await score('text=hello', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
  });

  it('application/json with a charset parameter is accepted', async () => {
    expect((await score({ text: GOOD_POST }, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });
});

describe('400 invalid_request on generate', () => {
  it.each([
    [{}, 'Invalid request: idea is required.'],
    [{ idea: 'short' }, 'Invalid request: idea must be 8 to 2000 characters (Unicode code points); got 5.'],
    [{ idea: 'x'.repeat(2001) }, 'Invalid request: idea must be 8 to 2000 characters (Unicode code points); got 2001.'],
    [{ idea: GOOD_IDEA, n_variants: 0 }, 'Invalid request: n_variants: Too small: expected number to be >=1.'],
    [{ idea: GOOD_IDEA, n_variants: 11 }, 'Invalid request: n_variants: Too big: expected number to be <=10.'],
    [{ idea: GOOD_IDEA, n_variants: 2.5 }, 'Invalid request: n_variants: Invalid input: expected int, received number.'],
  ])('%j → 400 %s', async (body, message) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_request', message });
  });

  it('an unknown post_format is a 400 listing the allowed ones', async () => {
    const res = await generate({ idea: GOOD_IDEA, post_format: 'listicle' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'Invalid request: post_format: Invalid option: expected one of "problem_diagnosis"|"build_in_public"|' +
        '"tactical_checklist"|"contrarian".',
    );
  });
});

describe('401 unauthorized', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['a missing header', {}, 'Missing API key: send the header "Authorization: Bearer tsk_…". Keys are issued by the operator.'],
    [
      'a Basic scheme',
      { authorization: 'Basic dXNlcjpwYXNz' },
      'Malformed Authorization header: expected "Bearer " followed by a key of the form tsk_ and 32 URL-safe characters.',
    ],
    [
      'Bearer with no key',
      { authorization: 'Bearer ' },
      'Malformed Authorization header: expected "Bearer " followed by a key of the form tsk_ and 32 URL-safe characters.',
    ],
    [
      'a key of the wrong length',
      { authorization: 'Bearer tsk_abc' },
      'Malformed Authorization header: expected "Bearer " followed by a key of the form tsk_ and 32 URL-safe characters.',
    ],
    [
      'a key with characters outside base64url',
      { authorization: `Bearer tsk_${'+'.repeat(32)}` },
      'Malformed Authorization header: expected "Bearer " followed by a key of the form tsk_ and 32 URL-safe characters.',
    ],
    [
      'a well-formed unknown key',
      { authorization: `Bearer tsk_${'A'.repeat(32)}` },
      'Unknown API key: check that the whole key was copied, or ask the operator for a new one.',
    ],
  ];
  it.each(cases)('%s → 401 JSON with WWW-Authenticate and no quota headers', async (_name, headers, message) => {
    const res = await fetch(`${server.url}/api/v1/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ text: GOOD_POST }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="preflight"');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    expect(await errorOf(res)).toMatchObject({ code: 'unauthorized', message });
  });

  it('a revoked key → 401 that says it was revoked', async () => {
    const created = await server.keys.create('to-revoke', 'free');
    expect((await post(server.url, '/api/v1/score', created.key, { text: GOOD_POST })).status).toBe(200);
    const revoked = await server.keys.revoke(created.id);
    const res = await post(server.url, '/api/v1/score', created.key, { text: GOOD_POST });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(
      `This API key (${created.prefix}) was revoked at ${revoked.revoked_at}; ask the operator for a new key.`,
    );
  });

  it('the scheme name is case-insensitive (RFC 7235)', async () => {
    expect((await score({ text: GOOD_POST }, { authorization: `bearer ${key}` })).status).toBe(200);
  });

  it('generate and usage want a key too; healthz does not', async () => {
    expect((await post(server.url, '/api/v1/generate', undefined, { idea: GOOD_IDEA })).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/usage`)).status).toBe(401);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('authentication comes before validation: a bad body with no key is a 401', async () => {
    const res = await post(server.url, '/api/v1/score', undefined, '{nonsense');
    expect(res.status).toBe(401);
  });
});

describe('404 not_found', () => {
  it('an unknown path is a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/v2/score`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({
      code: 'not_found',
      message: 'No endpoint GET /api/v2/score; the API reference is at /docs.',
    });
  });

  it('a known path with the wrong method is a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/v1/score`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });
});

describe('413 payload_too_large', () => {
  it('a body over 64 KB with Content-Length is refused before authentication', async () => {
    const res = await post(server.url, '/api/v1/score', undefined, { text: 'a'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({
      code: 'payload_too_large',
      message: 'The request body is larger than 64 KB; send a smaller body.',
    });
  });

  it('a chunked body (no Content-Length) is cut off at 64 KB', async () => {
    const chunk = new TextEncoder().encode(`{"text":"${'a'.repeat(16_000)}`);
    const res = await postChunked(
      server.url,
      '/api/v1/score',
      key,
      Array.from({ length: 6 }, () => chunk),
    );
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
  });

  it('a chunked body under the limit is read and scored', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ text: GOOD_POST }));
    const res = await postChunked(server.url, '/api/v1/score', key, [bytes.slice(0, 10), bytes.slice(10)]);
    expect(res.status).toBe(200);
  });

  it('a body of exactly 64 KB is not too large (it fails validation instead)', async () => {
    const padding = 64 * 1024 - JSON.stringify({ text: '' }).length;
    const res = await score({ text: 'a'.repeat(padding) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(`got ${padding}`);
  });
});

describe('X-Request-Id', () => {
  it('every answer, success or error, carries a distinct random request id', async () => {
    const a = await fetch(`${server.url}/healthz`);
    const b = await fetch(`${server.url}/healthz`);
    const idA = a.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(b.headers.get('x-request-id'));
  });

  it('a scored post (answered with plain-object headers) carries one request id of its own', async () => {
    const a = await score({ text: GOOD_POST });
    const b = await score({ text: GOOD_POST });
    expect(a.status).toBe(200);
    const idA = a.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(b.headers.get('x-request-id'));
    expect(a.headers.get('content-type')).toBe('application/json');
  });
});
