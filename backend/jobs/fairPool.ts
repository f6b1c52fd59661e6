// A few background threads of one kind of job, shared fairly between the keys that ask for work. Each key
// (an "owner") has its own queue; a free thread takes the next job from the owners in turn, and no owner has
// more than `perOwner` jobs running at once. With two threads and one job per owner, a key that sends eight
// slow uploads at once holds one thread while every other key's upload goes on the other: it waits for no
// one else's queue, only for a thread (which one key alone never fills). First in, first out over one thread
// let one key's queue hold every other key's work for as long as it took (tens of seconds).
import type { ResourceLimits } from 'node:worker_threads';
import { jobThread, type JobThread } from './jobThread';

/** What the pool did, in order: for logs, measurements and tests that check the order jobs are served in. */
export type PoolEvent = { kind: 'queued' | 'started' | 'finished'; owner: string; queued: number; running: number };

export interface PoolOptions {
  /** How many threads at most; each is started on first use. */
  threads: number;
  /** How many jobs of one owner may run at once. */
  perOwner: number;
  limits?: ResourceLimits;
  observe?: (event: PoolEvent) => void;
}

export interface FairPool<Request, Result> {
  run(owner: string, request: Request, transfer?: readonly ArrayBuffer[]): Promise<Result>;
  close(): Promise<void>;
}

interface Job<Request, Result> {
  request: Request;
  transfer: readonly ArrayBuffer[];
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function fairPool<Request, Result>(job: URL, name: string, options: PoolOptions): FairPool<Request, Result> {
  const threads: JobThread<Request, Result>[] = Array.from({ length: Math.max(1, options.threads) }, () =>
    jobThread<Request, Result>(job, name, options.limits),
  );
  const idle = [...threads];
  /** Waiting jobs per owner; the Map's order is the order owners are served in (an owner served goes last). */
  const queues = new Map<string, Job<Request, Result>[]>();
  const running = new Map<string, number>();
  const perOwner = Math.max(1, options.perOwner);

  const counts = (owner: string) => ({ queued: queues.get(owner)?.length ?? 0, running: running.get(owner) ?? 0 });
  const tell = (kind: PoolEvent['kind'], owner: string) => options.observe?.({ kind, owner, ...counts(owner) });

  /** The first owner in turn with a waiting job and room under its budget, with that job; the owner goes to the back of the turn. */
  const next = (): { owner: string; job: Job<Request, Result> } | undefined => {
    for (const [owner, waiting] of queues) {
      if ((running.get(owner) ?? 0) >= perOwner) continue;
      const job = waiting.shift()!;
      queues.delete(owner);
      if (waiting.length > 0) queues.set(owner, waiting);
      return { owner, job };
    }
    return undefined;
  };

  const dispatch = () => {
    while (idle.length > 0) {
      const taken = next();
      if (taken === undefined) return;
      const { owner, job } = taken;
      const thread = idle.pop()!;
      running.set(owner, (running.get(owner) ?? 0) + 1);
      tell('started', owner);
      thread
        .run(job.request, job.transfer)
        .then(job.resolve, job.reject)
        .finally(() => {
          const left = (running.get(owner) ?? 1) - 1;
          if (left === 0) running.delete(owner);
          else running.set(owner, left);
          idle.push(thread);
          tell('finished', owner);
          dispatch();
        });
    }
  };

  return {
    run(owner, request, transfer = []) {
      // Every thread is started with the first job: a second key's first upload must not wait seconds for a
      // thread to load its modules while the first key's job has the warm one.
      for (const thread of idle) thread.warm();
      return new Promise<Result>((resolve, reject) => {
        const queue = queues.get(owner) ?? [];
        queue.push({ request, transfer, resolve, reject });
        queues.set(owner, queue);
        tell('queued', owner);
        dispatch();
      });
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
