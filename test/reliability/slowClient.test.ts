// A client that sends its headers a byte at a time (slowloris) is cut off once the
// headers timeout passes, with a 408 in the JSON error shape. The server here has a 300 ms headers timeout
// and a 600 ms request timeout so the check takes about a second; the bound asserted is generous (5 s),
// so a slow machine cannot make it flaky. (The connection caps: fairConnections.test.ts.)
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLimitedServer, type LimitedServer } from './support/limitedServer';
import { open, parseAnswer, readUntilClosed } from './support/rawHttp';

let server: LimitedServer;

beforeAll(async () => {
  server = await startLimitedServer({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
});
afterAll(() => server.close());

/** Writes `text` one byte every `intervalMs` until it is all sent or the socket is closed. */
function trickle(socket: Socket, text: string, intervalMs: number): { sent: () => number; stop: () => void } {
  let index = 0;
  const timer = setInterval(() => {
    if (index >= text.length || socket.destroyed || !socket.writable) {
      clearInterval(timer);
      return;
    }
    socket.write(text.charAt(index));
    index += 1;
  }, intervalMs);
  return { sent: () => index, stop: () => clearInterval(timer) };
}

describe('slow clients', () => {
  it('headers sent a byte every 50 ms are cut off with a 408 after the headers timeout', async () => {
    const socket = await open(server.url);
    const started = Date.now();
    const reading = readUntilClosed(socket, 5_000);
    const request = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'z'.repeat(200)}\r\n\r\n`;
    const writer = trickle(socket, request, 50);
    const { text, closedByServer } = await reading;
    writer.stop();
    const elapsed = Date.now() - started;
    console.log(`slow client: ${writer.sent()} of ${request.length} header bytes sent before the cut, closed after ${elapsed} ms`);
    expect(closedByServer).toBe(true);
    expect(writer.sent()).toBeLessThan(request.length);
    const answer = parseAnswer(text, closedByServer);
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    const body = JSON.parse(answer.body) as { error: { code: string; request_id: string } };
    expect(body.error.code).toBe('request_timeout');
    expect(answer.headers['x-request-id']).toBe(body.error.request_id);
  });

  it('a body sent a byte every 50 ms is cut off with a 408 after the request timeout', async () => {
    const socket = await open(server.url);
    const reading = readUntilClosed(socket, 5_000);
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    const key = await server.newKey();
    socket.write(
      `POST /api/v1/score HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: ` +
        `application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const writer = trickle(socket, body, 50);
    const { text, closedByServer } = await reading;
    writer.stop();
    console.log(`slow body: ${writer.sent()} of ${body.length} body bytes sent before the cut`);
    expect(closedByServer).toBe(true);
    expect(writer.sent()).toBeLessThan(body.length);
    expect(parseAnswer(text, closedByServer).status).toBe(408);
  });

  it('a normal request on the same server is unaffected', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
