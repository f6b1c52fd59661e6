// A small OpenAI-compatible chat-completions server on 127.0.0.1 that holds every request until the test
// answers it. A test decides exactly when each model call ends, so "calls in flight" is a state it
// sets up, not a timing it hopes for.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// Drafts the editor publishes as they are: a held call is one model call, never followed by a revision round.
import { completion, sampleVariant } from '../../backend/support/fakeModel';

export type HeldAnswer = { kind: 'variants' } | { kind: 'http'; status: number; body: unknown };

export interface HeldModel {
  baseURL: string;
  /** Requests that have arrived, answered or not. */
  readonly arrived: number;
  /** Requests waiting for an answer. */
  readonly held: number;
  /** Resolves once `count` requests have arrived in all. */
  arrivals(count: number): Promise<void>;
  /** Answers the request that has waited longest. */
  answerOldest(answer: HeldAnswer): void;
  /** Answers every held request; returns how many. */
  answerAll(answer: HeldAnswer): number;
  close(): Promise<void>;
}

interface Held {
  res: ServerResponse;
  /** The n the drafter asked for, read from the strict JSON schema it sent. */
  n: number;
}

function requestedCount(body: unknown): number {
  const schema = (body as { response_format?: { json_schema?: { schema?: { properties?: { variants?: { minItems?: number } } } } } })
    .response_format?.json_schema?.schema;
  return schema?.properties?.variants?.minItems ?? 3;
}

export async function startHeldModel(): Promise<HeldModel> {
  const held: Held[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let arrived = 0;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      held.push({ res, n: requestedCount(JSON.parse(Buffer.concat(chunks).toString('utf8'))) });
      arrived += 1;
      for (const w of waiters.filter((w) => arrived >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const send = ({ res, n }: Held, answer: HeldAnswer) => {
    const [status, body] =
      answer.kind === 'variants'
        ? [200, completion(JSON.stringify({ variants: Array.from({ length: n }, (_, i) => ({ text: sampleVariant(i) })) }), 'held-model')]
        : [answer.status, answer.body];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get arrived() {
      return arrived;
    },
    get held() {
      return held.length;
    },
    arrivals: (count) => (arrived >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    answerOldest(answer) {
      const oldest = held.shift();
      if (!oldest) throw new Error('no model call is held');
      send(oldest, answer);
    },
    answerAll(answer) {
      const now = held.splice(0);
      for (const h of now) send(h, answer);
      return now.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const h of held.splice(0)) h.res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
