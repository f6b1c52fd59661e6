// Recalibrating an account runs the engine over its whole history: about 0.35 ms per post, so 35 s for a
// pro account's 100,000 posts. Run on the event loop, that would stall every other request for as long;
// the worker calibrator runs it on one background thread instead, one account at a time.
import { Worker } from 'node:worker_threads';
import type { AccountModel } from '../../shared/account/accountModel';
import type { AccountPost } from '../../shared/account/accountPost';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import type { Platform } from '../../shared/schemas';
import type { CalibrationReply, CalibrationRequest } from './calibrationJob';

export interface Calibrator {
  calibrate(posts: readonly AccountPost[], platform: Platform): Promise<AccountModel>;
  /** Stops the background thread, if any; a later calibrate starts a new one. */
  close(): Promise<void>;
}

/** On the calling thread: for scripts and small histories. */
export const inlineCalibrator: Calibrator = {
  calibrate: async (posts, platform) => calibrateAccount(posts, { platform }),
  close: async () => {},
};

interface Pending {
  resolve(model: AccountModel): void;
  reject(error: Error): void;
}

/** The engine on a worker thread, started on first use and kept; it holds the process open only while busy. */
export function workerCalibrator(): Calibrator {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    // A plain .mjs bootstrap: it loads the TypeScript job through tsx, whatever runs the main thread.
    const w = new Worker(new URL('./calibrationWorker.mjs', import.meta.url));
    w.on('message', (reply: CalibrationReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) w.unref();
      if ('model' in reply) job.resolve(reply.model);
      else job.reject(new Error(`calibration failed: ${reply.error}`));
    });
    w.on('error', (error) => {
      if (worker === w) worker = null;
      failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`the calibration thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    calibrate(posts, platform) {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      return new Promise<AccountModel>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.ref();
        const request: CalibrationRequest = { id, posts, platform };
        w.postMessage(request);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
