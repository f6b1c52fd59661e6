// One upload may not stall the server: 5 MiB of junk lines sent to POST /api/v1/accounts/{id}/posts with a
// free key is parsed on the upload thread, refused as mostly unreadable in an answer of a few hundred bytes
// (it was 42–177 MB, one entry per line), and a /healthz sent while it is being read is answered first (it
// waited 21–62 s behind it). A 5 MiB export whose rows are all replies is still a 200, its skips counted.
// A real server process on port 0 with a temp store; the order of the answers is asserted, never a time.
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { syntheticPosts, xAnalyticsCsv, xAnalyticsRow } from '../backend/support/accountHistory';
import { startServe, type ServeProcess } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { open, parseAnswer, readBytesUntilClosed } from './support/rawHttp';

const FIVE_MIB = 5 * 1024 * 1024;
const ONE_MB = 1_000_000;

let serve: ServeProcess;
let key: string;
let accountId: string;

beforeAll(async () => {
  const storeFile = join(tempDir(), 'preflight.json');
  ({ key } = await withKeyOps(storeFile, (ops) => ops.create('junk', 'free')));
  serve = await startServe({ PREFLIGHT_DB: storeFile });
  const created = await fetch(`${serve.url}/api/v1/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'junk' }),
  });
  accountId = ((await created.json()) as { id: string }).id;
}, 60_000);
afterAll(async () => {
  await serve?.stop('SIGTERM');
  removeTempDirs();
});

/** Lines from `line(i)` until the next would pass 5 MiB. */
function upTo5MiB(line: (i: number) => string, separator = '\n'): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; ; i++) {
    const next = line(i);
    if (size + next.length + separator.length > FIVE_MIB - 1024) break;
    parts.push(next);
    size += next.length + separator.length;
  }
  return parts.join(separator);
}

function writeAll(socket: Socket, bytes: string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(bytes, (error) => (error ? reject(error) : resolve())));
}

/**
 * Sends the upload on a raw connection; once every byte of it is handed to the kernel, sends a /healthz.
 * Returns which answer came first and the upload's answer.
 */
async function uploadWithHealthz(
  body: string,
  contentType: string,
): Promise<{ order: string[]; status: number; bytes: number; body: string }> {
  const order: string[] = [];
  const socket = await open(serve.url);
  const answer = readBytesUntilClosed(socket, 600_000).then((read) => {
    order.push('upload');
    return read;
  });
  const head =
    `POST /api/v1/accounts/${accountId}/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  await writeAll(socket, head + body);
  const health = await fetch(`${serve.url}/healthz`);
  order.push(`healthz ${health.status}`);
  const { data, closedByServer } = await answer;
  const parsed = parseAnswer(data.toString('utf8'), closedByServer);
  return { order, status: parsed.status, bytes: Buffer.byteLength(parsed.body), body: parsed.body };
}

describe('a 5 MiB upload with a free key', () => {
  it('junk JSON lines: a 400 of under 1 MB saying why, and /healthz answered while it is read', async () => {
    const junk = upTo5MiB((i) => `{"j":${i}}`);
    const result = await uploadWithHealthz(junk, 'application/x-ndjson');
    console.log(
      `junk JSON lines (${junk.length} bytes): ${result.status}, answer ${result.bytes} bytes; answers in ` +
        `order: ${result.order.join(', ')}`,
    );
    expect(result.order).toEqual(['healthz 200', 'upload']);
    expect(result.status).toBe(400);
    expect(result.bytes).toBeLessThan(ONE_MB);
    const error = (JSON.parse(result.body) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('invalid_request');
    // Judged on the head of the file, before the rest of it is parsed: the message names only the rows it read.
    expect(error.message).toMatch(/^The file was not imported: more than 50 % of its rows \(of its first 1,000\) cannot be read as posts/);
  });

  it('a JSON body of 2.6 million junk posts: the same', async () => {
    const junk = `{"posts":[${upTo5MiB((i) => String(i % 10), ',')}]}`;
    const result = await uploadWithHealthz(junk, 'application/json');
    console.log(
      `junk JSON body (${junk.length} bytes): ${result.status}, answer ${result.bytes} bytes; answers in order: ${result.order.join(', ')}`,
    );
    expect(result.order).toEqual(['healthz 200', 'upload']);
    expect(result.status).toBe(400);
    expect(result.bytes).toBeLessThan(ONE_MB);
  });

  it('an X export of 5 MiB of replies is read (200), its skipped rows counted, the answer under 1 MB', async () => {
    const [post] = syntheticPosts(1, { idPrefix: '19300000000000' });
    const reply = (i: number) =>
      xAnalyticsRow({ ...post!, post_id: String(1_930_000_000_000_000_000n + BigInt(i)), text: `@someone thanks for the note ${i}` });
    // The header is a few hundred bytes: the 1 KB left under 5 MiB holds it.
    const csv = xAnalyticsCsv([]) + upTo5MiB(reply, '\r\n');
    const result = await uploadWithHealthz(csv, 'text/csv');
    const answer = JSON.parse(result.body) as {
      received: number;
      added: number;
      skipped: { count: number; by_reason: Record<string, number>; first: unknown[] };
    };
    console.log(
      `replies (${csv.length} bytes): ${result.status}, answer ${result.bytes} bytes, ` +
        `${answer.skipped?.count} skipped; answers in order: ${result.order.join(', ')}`,
    );
    expect(result.order).toEqual(['healthz 200', 'upload']);
    expect(result.status).toBe(200);
    expect(result.bytes).toBeLessThan(ONE_MB);
    expect(answer.added).toBe(0);
    expect(answer.skipped.count).toBe(answer.received);
    expect(answer.skipped.by_reason).toEqual({ not_a_post: answer.received });
    expect(answer.skipped.first).toHaveLength(20);
  });
});
