// The load generator's thread (started by loadGenerator.ts through loadWorker.mjs). It runs on its own
// thread so that the server under test keeps the main thread's core: on this 2-core machine, one core
// serves and one loads. Requests go over raw keep-alive sockets with a minimal HTTP/1.1 reader: Node's
// http client costs more CPU per request than a bare Hono endpoint does, and would cap the bare figure.
import { connect, type Socket } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { percentile } from './stats';

export interface LoadSpec {
  port: number;
  /** Whole HTTP/1.1 requests (headers and body), sent in turn across all connections. */
  requests: readonly string[];
  /** Where in `requests` to start; runs that continue one another pass the previous end. */
  firstRequest: number;
  connections: number;
  /** Stop after this many answers… */
  maxRequests: number;
  /** …or after this long, whichever comes first. */
  maxMs: number;
}

export interface LoadResult {
  completed: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers per HTTP status. */
  statuses: Record<number, number>;
}

export type LoadReply = { id: number; result: LoadResult } | { id: number; error: string };

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/** One keep-alive connection: sends a request, reads its answer, reports, sends the next. */
class Connection {
  #socket: Socket;
  #pending: Buffer = Buffer.alloc(0);
  /** Body bytes still expected, or -1 while the header is being read. */
  #bodyLeft = -1;
  #status = 0;
  #sentAt = 0;
  #onAnswer: (status: number, ms: number) => void;
  #onError: (error: Error) => void;

  constructor(port: number, onAnswer: (status: number, ms: number) => void, onError: (error: Error) => void) {
    this.#onAnswer = onAnswer;
    this.#onError = onError;
    this.#socket = connect({ port, host: '127.0.0.1', noDelay: true });
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', (error) => this.#onError(error));
  }

  send(request: string): void {
    this.#sentAt = performance.now();
    this.#socket.write(request, 'latin1');
  }

  close(): void {
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    if (this.#bodyLeft < 0) {
      const end = this.#pending.indexOf(HEADER_END);
      if (end < 0) return;
      const head = this.#pending.toString('latin1', 0, end);
      const length = CONTENT_LENGTH.exec(head);
      if (!length) {
        this.#onError(
          new Error(`an answer without Content-Length (the load generator reads no other framing): ${head.split('\r\n', 1)[0]}`),
        );
        return;
      }
      this.#status = Number(head.slice(9, 12));
      this.#bodyLeft = Number(length[1]);
      this.#pending = this.#pending.subarray(end + HEADER_END.length);
    }
    if (this.#pending.length < this.#bodyLeft) return;
    if (this.#pending.length > this.#bodyLeft) {
      this.#onError(new Error('more bytes than the answer declared: the server pipelined or mis-framed an answer'));
      return;
    }
    this.#pending = Buffer.alloc(0);
    this.#bodyLeft = -1;
    this.#onAnswer(this.#status, performance.now() - this.#sentAt);
  }
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies = new Float64Array(spec.maxRequests);
    const statuses: Record<number, number> = {};
    const started = performance.now();
    const deadline = started + spec.maxMs;
    let issued = 0;
    let completed = 0;
    let open = spec.connections;
    let failed = false;
    const connections: Connection[] = [];

    const finish = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const connection of connections) connection.close();
      const measured = Array.from(latencies.subarray(0, completed));
      resolve({
        completed,
        seconds,
        requestsPerSecond: completed / seconds,
        p50Ms: completed ? percentile(measured, 0.5) : 0,
        p99Ms: completed ? percentile(measured, 0.99) : 0,
        statuses,
      });
    };
    const next = (connection: Connection) => {
      if (issued >= spec.maxRequests || performance.now() >= deadline) {
        if (--open === 0) finish();
        return;
      }
      const request = spec.requests[(spec.firstRequest + issued) % spec.requests.length] as string;
      issued++;
      connection.send(request);
    };
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const connection of connections) connection.close();
      reject(error);
    };

    for (let i = 0; i < spec.connections; i++) {
      const connection: Connection = new Connection(
        spec.port,
        (status, ms) => {
          latencies[completed++] = ms;
          statuses[status] = (statuses[status] ?? 0) + 1;
          next(connection);
        },
        fail,
      );
      connections.push(connection);
    }
    for (const connection of connections) next(connection);
  });
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, spec }: { id: number; spec: LoadSpec }) => {
    runLoad(spec).then(
      (result) => port.postMessage({ id, result } satisfies LoadReply),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LoadReply),
    );
  });
}
