// The main thread's handle on the load generator's thread: one run at a time, answered by a LoadResult.
import { Worker } from 'node:worker_threads';
import type { LoadReply, LoadResult, LoadSpec } from './loadJob';

export interface LoadGenerator {
  run(spec: LoadSpec): Promise<LoadResult>;
  close(): Promise<void>;
}

export function startLoadGenerator(): LoadGenerator {
  const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url));
  let nextId = 0;
  const pending = new Map<number, { resolve(result: LoadResult): void; reject(error: Error): void }>();
  worker.on('message', (reply: LoadReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('result' in reply) job.resolve(reply.result);
    else job.reject(new Error(`load generator: ${reply.error}`));
  });
  worker.on('error', (error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  });
  return {
    run: (spec) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, spec });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** A whole HTTP/1.1 POST with a JSON body, as the load generator sends it. */
export function jsonPost(path: string, body: string, headers: Record<string, string> = {}): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  // The load generator writes requests as latin1; UTF-8 bytes are passed through unchanged that way.
  return `${lines.join('\r\n')}\r\n\r\n${Buffer.from(body, 'utf8').toString('latin1')}`;
}
