// Requests Node's HTTP parser refuses get the one JSON error shape with a request id,
// the right status and Connection: close, like every other error; so do Content-Types we cannot read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_POST } from '../backend/support/testServer';
import { startLimitedServer, type LimitedServer } from './support/limitedServer';
import { open, rawRequest, readUntilClosed, type RawAnswer } from './support/rawHttp';

let server: LimitedServer;
let key: string;
let requests = 0;

beforeAll(async () => {
  server = await startLimitedServer();
  key = await server.newKey();
});
afterAll(async () => {
  console.log(`malformed HTTP and content types: ${requests} requests made`);
  await server.close();
});

const raw = (bytes: string): Promise<RawAnswer> => {
  requests += 1;
  return rawRequest(server.url, bytes);
};

/** The parts every error answer shares: the JSON shape, the request id twice, the hygiene headers. */
function expectErrorShape(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { error: { code: string; message: string; request_id: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(20);
  expect(body.error.request_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers['x-request-id']).toBe(body.error.request_id);
  expect(answer.closedByServer).toBe(true);
}

describe('malformed HTTP over a raw socket', () => {
  it('a Content-Length that is not a number is a 400', async () => {
    const answer = await raw(`POST /api/v1/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ten\r\n\r\n{}`);
    expectErrorShape(answer, 400, 'invalid_request');
    expect(answer.body).toContain('Content-Length');
  });

  it('two different Content-Lengths are a 400', async () => {
    const answer = await raw(`POST /api/v1/score HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`);
    expectErrorShape(answer, 400, 'invalid_request');
  });

  it('a header value with an injected CR is a 400', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Note: a\rSet-Cookie: injected=1\r\n\r\n`);
    expectErrorShape(answer, 400, 'invalid_request');
  });

  it('a header name with an injected LF is a 400', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Note\n: a\r\n\r\n`);
    expectErrorShape(answer, 400, 'invalid_request');
  });

  it('20 KB of headers is a 431', async () => {
    const headers = Array.from({ length: 20 }, (_, i) => `X-Filler-${i}: ${'a'.repeat(1_000)}\r\n`).join('');
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\n${headers}\r\n`);
    expectErrorShape(answer, 431, 'headers_too_large');
    expect(answer.body).toContain('16 KB');
  });

  it('a garbage request line is a 400', async () => {
    const answer = await raw('\x16\x03\x01 hello there\r\n\r\n');
    expectErrorShape(answer, 400, 'invalid_request');
  });

  it('a Host header that is not a host (refused by the adapter, not the parser) is a 400 in the same shape', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: a/b@c\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body) as { error: { code: string; request_id: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(answer.headers['x-request-id']).toBe(body.error.request_id);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the server still answers normally afterwards', async () => {
    requests += 1;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('Content-Types the README refuses', () => {
  const usedScoreCalls = async (): Promise<number> => {
    requests += 1;
    const res = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
    return ((await res.json()) as { endpoints: { score: { used: number } } }).endpoints.score.used;
  };
  const scoreAs = (contentType: string, body: string | Buffer) => {
    requests += 1;
    return fetch(`${server.url}/api/v1/score`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });
  };

  it.each([
    ['application/json; charset=utf-16', Buffer.from(JSON.stringify({ text: GOOD_POST }), 'utf16le'), 'charset "utf-16"'],
    ['application/json; charset="UTF-16LE"', Buffer.from(JSON.stringify({ text: GOOD_POST }), 'utf16le'), 'charset "utf-16le"'],
    ['application/vnd.foo+json', JSON.stringify({ text: GOOD_POST }), 'Unsupported Content-Type "application/vnd.foo+json"'],
    ['application/merge-patch+json', JSON.stringify({ text: GOOD_POST }), 'Unsupported Content-Type'],
  ])('%s is a 400 invalid_request and is not charged', async (contentType, body, says) => {
    const before = await usedScoreCalls();
    const res = await scoreAs(contentType, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const error = ((await res.json()) as { error: { code: string; message: string; request_id: string } }).error;
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(says);
    expect(error.request_id).toBe(res.headers.get('x-request-id'));
    expect(await usedScoreCalls()).toBe(before);
  });

  it('application/json with charset=utf-8 (any case, quoted or not) is still accepted and charged once', async () => {
    const before = await usedScoreCalls();
    expect((await scoreAs('application/json; charset="UTF-8"', JSON.stringify({ text: GOOD_POST }))).status).toBe(200);
    expect(await usedScoreCalls()).toBe(before + 1);
  });

  it('a history upload as +json is refused; one declared utf-16 is read by its bytes, and refused for what it holds', async () => {
    requests += 2;
    const auth = { authorization: `Bearer ${key}` };
    const created = await fetch(`${server.url}/api/v1/accounts`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'acme' }),
    });
    const { id } = (await created.json()) as { id: string };
    const reasons: string[] = [];
    for (const contentType of ['text/csv; charset=utf-16', 'application/vnd.foo+json']) {
      requests += 1;
      const res = await fetch(`${server.url}/api/v1/accounts/${id}/posts`, {
        method: 'POST',
        headers: { ...auth, 'content-type': contentType },
        body: '{"posts": []}',
      });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('invalid_request');
      reasons.push(error.message);
    }
    // History files reach the importer as bytes, which show their encoding; a charset is never the reason.
    expect(reasons[0]).toMatch(/^The file was not imported: /);
    expect(reasons[1]).toMatch(/^Unsupported Content-Type/);
  });
});

describe('pipelined requests', () => {
  const usedScoreCalls = async (): Promise<number> => {
    requests += 1;
    const res = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
    return ((await res.json()) as { endpoints: { score: { used: number } } }).endpoints.score.used;
  };
  const body = JSON.stringify({ text: GOOD_POST });
  const scoreRequest = () =>
    `POST /api/v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ` +
    `application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  /** Writes all the requests at once on one connection; the status of every answer until the server closes it. */
  const pipelined = async (...parts: string[]): Promise<{ statuses: number[]; closedByServer: boolean }> => {
    requests += parts.length;
    const socket = await open(server.url);
    const reading = readUntilClosed(socket, 5_000);
    socket.write(parts.join(''));
    const { text, closedByServer } = await reading;
    return { statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])), closedByServer };
  };

  it('a score call pipelined after a chunked body over the limit is not run: one 413, the connection closed, nothing charged', async () => {
    const before = await usedScoreCalls();
    const oversized = 'x'.repeat(70 * 1024);
    const refused =
      `POST /api/v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ` +
      `application/json\r\nTransfer-Encoding: ` +
      `chunked\r\n\r\n${oversized.length.toString(16)}\r\n${oversized}\r\n0\r\n\r\n`;
    const { statuses, closedByServer } = await pipelined(refused, scoreRequest());
    console.log(
      `a call pipelined after an oversized chunked body: answers ${statuses.join(', ')}, closed by the server: ${closedByServer}`,
    );
    expect(statuses).toEqual([413]);
    expect(closedByServer).toBe(true);
    expect(await usedScoreCalls()).toBe(before);
  });

  it('three score calls pipelined on a healthy connection are all answered, in order, and charged once each', async () => {
    const before = await usedScoreCalls();
    const close = scoreRequest().replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n');
    const { statuses } = await pipelined(scoreRequest(), scoreRequest(), close);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await usedScoreCalls()).toBe(before + 3);
  });
});
