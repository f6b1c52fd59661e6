// The thread side of jobThread.ts: each request is answered with what `run` returns, or with the error it
// threw in words (an Error does not cross threads whole).
import { parentPort } from 'node:worker_threads';
import type { JobReply } from './jobThread';

export function answerJobs<Request, Result>(run: (request: Request) => Result): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', ({ id, request }: { id: number; request: Request }) => {
    let reply: JobReply<Result>;
    try {
      reply = { id, result: run(request) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    port.postMessage(reply);
  });
}
