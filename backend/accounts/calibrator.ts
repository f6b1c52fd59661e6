// Recalibrating an account runs the engine over its whole history: about 0.35 ms per post, so 35 s for a
// pro account's 100,000 posts. Run on the event loop, that would stall every other request for as long;
// the worker calibrator runs it on background threads instead, shared between keys in turn (jobs/fairPool.ts):
// one key's recalibrations of a large account never hold another key's.
import type { AccountModel } from '@preflight/engine/account';
import type { AccountPost } from '@preflight/engine/account';
import { calibrateAccount } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import { fairPool, type PoolEvent } from '../jobs/fairPool';
import type { CalibrationRequest } from './calibrationJob';

export interface Calibrator {
  /** `owner`: the key the account belongs to, whose turn the work waits for. */
  calibrate(owner: string, posts: readonly AccountPost[], platform: Platform): Promise<AccountModel>;
  /** Stops the background thread, if any; a later calibrate starts a new one. */
  close(): Promise<void>;
}

/** On the calling thread: for scripts and small histories. */
export const inlineCalibrator: Calibrator = {
  calibrate: async (_owner, posts, platform) => calibrateAccount(posts, { platform }),
  close: async () => {},
};

/**
 * Two threads, one calibration per key at a time. A thread may grow its heap to CALIBRATION_HEAP_MB: a pro
 * account's 100,000 posts calibrate in well under that (docs/reliability.md); past it the thread is ended,
 * the recalibration fails (the posts stay stored) and the process goes on.
 */
export const CALIBRATION_THREADS = 2;
export const CALIBRATION_HEAP_MB = 512;

export function workerCalibrator(options: { observe?: (event: PoolEvent) => void; heapMb?: number } = {}): Calibrator {
  const pool = fairPool<CalibrationRequest, AccountModel>(new URL('./calibrationJob.ts', import.meta.url), 'calibration', {
    threads: CALIBRATION_THREADS,
    perOwner: 1,
    limits: { maxOldGenerationSizeMb: options.heapMb ?? CALIBRATION_HEAP_MB },
    ...(options.observe ? { observe: options.observe } : {}),
  });
  return { calibrate: (owner, posts, platform) => pool.run(owner, { posts, platform }), close: () => pool.close() };
}
