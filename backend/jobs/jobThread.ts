// One background thread for one kind of job (calibrating an account, reading an upload): requests go in by
// id, replies come back by id, one at a time in order. fairPool.ts keeps a few of these and hands each one job
// at a time, so the order between keys is decided there, not here. Work that takes seconds of CPU runs there, so the
// event loop keeps answering every other request meanwhile. The thread is started on first use and kept;
// it holds the process open only while a job is pending, and a thread that dies fails its pending jobs and
// is started again on the next one.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { JobOutOfMemory } from './jobOutOfMemory';

/** What a job module's thread sends back: the job's result, or its error in words. */
export type JobReply<Result> = { id: number; result: Result } | { id: number; error: string };

export interface JobThread<Request, Result> {
  run(request: Request, transfer?: readonly ArrayBuffer[]): Promise<Result>;
  /** Starts the thread now if it is not running, so a first job later does not wait for it to load. */
  warm(): void;
  /** Stops the thread, if any; a later run starts a new one. */
  close(): Promise<void>;
}

/** One entry for every kind of job: it loads the job's own module, named in workerData. */
const JOB_THREAD_ENTRY = new URL('./jobThreadEntry.mjs', import.meta.url);

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

/**
 * `job`: the URL of the module the thread runs (it calls answerJobs from jobPort.ts); `name` says what failed;
 * `limits`: the thread's memory. A thread past its limit is ended by Node (the process lives on) and its job
 * fails with JobOutOfMemory: without a limit, one job's garbage could take the whole process past its container.
 */
export function jobThread<Request, Result>(job: URL, name: string, limits?: ResourceLimits): JobThread<Request, Result> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending<Result>>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const w = new Worker(JOB_THREAD_ENTRY, { workerData: { job: job.href }, ...(limits ? { resourceLimits: limits } : {}) });
    w.on('message', (reply: JobReply<Result>) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) w.unref();
      if ('result' in reply) waiting.resolve(reply.result);
      else waiting.reject(new Error(`${name} failed: ${reply.error}`));
    });
    w.on('error', (error: Error & { code?: string }) => {
      if (worker === w) worker = null;
      failAll(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new JobOutOfMemory(name, limits?.maxOldGenerationSizeMb ?? 0) : error);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`the ${name} thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    run(request, transfer = []) {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.ref();
        w.postMessage({ id, request }, [...transfer]);
      });
    },
    warm() {
      if (worker) return;
      worker = start();
      // Idle, it does not hold the process open.
      worker.unref();
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
