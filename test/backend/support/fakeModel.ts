// A tiny OpenAI-compatible chat-completions server on 127.0.0.1, standing in for a language model.
// Each request takes the next scripted behaviour (the first draft, then each revision round, in order);
// every request body is recorded, so a test can read what each round was told.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelBehaviour =
  | { kind: 'variants'; count?: number; texts?: string[] }
  | { kind: 'content'; content: string }
  | { kind: 'http'; status: number }
  | { kind: 'notJson' }
  | { kind: 'hang' }
  /** Headers and the start of a completion at once, then nothing more (the connection held open). */
  | { kind: 'stallAfterHeaders' }
  /** A completion whose content is `bytes` long, streamed as fast as the client reads it. */
  | { kind: 'huge'; bytes: number };

export interface RecordedCall {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  };
}

export interface FakeModel {
  baseURL: string;
  calls: RecordedCall[];
  /** Bytes of 'huge' replies written so far (what the client read, give or take the socket buffers). */
  readonly hugeBytesSent: number;
  script(...behaviours: ModelBehaviour[]): void;
  /** Resolves once `count` requests have arrived in all (recorded in `calls`). */
  arrivals(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The n the drafter asked for, read from the JSON schema it sent. */
function requestedCount(call: RecordedCall): number {
  const schema = call.body.response_format?.json_schema?.schema as { properties?: { variants?: { minItems?: number } } } | undefined;
  return schema?.properties?.variants?.minItems ?? 3;
}

/** An OpenAI chat-completions answer carrying `content`, as a stand-in model sends it. */
export function completion(content: string, model = 'fake-model') {
  return {
    id: `chatcmpl-${model}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];

/**
 * The stand-in's default variant: one the editor publishes as it is, with no number the test ideas lack, so a
 * test about something else sees one model call (a draft the editor flags is sent back for a revision round).
 */
export const sampleVariant = (i: number) =>
  `${ORDINALS[i % ORDINALS.length]} take: we cut review time from days to hours by keeping pull ` +
  `requests small. Reviewers read every line of a short change, so fewer bugs reach production.`;

/** The instructions of a recorded call: its system and user messages, joined. */
export const promptOf = (call: RecordedCall) => call.body.messages.map((m) => m.content).join('\n');

export async function startFakeModel(): Promise<FakeModel> {
  const calls: RecordedCall[] = [];
  let queue: ModelBehaviour[] = [];
  const hanging: ServerResponse[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let hugeBytesSent = 0;

  /** Writes `total` bytes of content in 64 KB pieces, each after the last has drained, until done or cut off. */
  const streamHuge = (res: ServerResponse, total: number) => {
    const piece = Buffer.alloc(64 * 1024, 'a');
    let left = total;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"id":"chatcmpl-huge","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"');
    const more = () => {
      while (left > 0 && !res.destroyed) {
        const size = Math.min(left, piece.length);
        left -= size;
        hugeBytesSent += size;
        if (!res.write(size === piece.length ? piece : piece.subarray(0, size))) return void res.once('drain', more);
      }
      if (!res.destroyed) res.end('"}}]}');
    };
    more();
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call: RecordedCall = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      calls.push(call);
      for (const w of waiters.filter((w) => calls.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      const behaviour = queue.shift() ?? { kind: 'variants' };
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      switch (behaviour.kind) {
        case 'variants': {
          const n = behaviour.count ?? requestedCount(call);
          const texts = behaviour.texts ?? Array.from({ length: n }, (_, i) => sampleVariant(i));
          return json(200, completion(JSON.stringify({ variants: texts.map((text) => ({ text })) })));
        }
        case 'content':
          return json(200, completion(behaviour.content));
        case 'http':
          return json(behaviour.status, { error: { message: 'scripted failure', type: 'server_error' } });
        case 'notJson':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('<html>gateway error</html>');
        case 'hang':
          hanging.push(res);
          return;
        case 'stallAfterHeaders':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"id":"chatcmpl-stall","object":"chat.completion","choices":[');
          hanging.push(res);
          return;
        case 'huge':
          return streamHuge(res, behaviour.bytes);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    get hugeBytesSent() {
      return hugeBytesSent;
    },
    script: (...behaviours) => {
      queue = behaviours;
    },
    arrivals: (count) => (calls.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
