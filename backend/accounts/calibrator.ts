// Recalibrating an account runs the engine over its whole history: about 0.35 ms per post, so 35 s for a
// pro account's 100,000 posts. Run on the event loop, that would stall every other request for as long;
// the worker calibrator runs it on one background thread instead, one account at a time.
import type { AccountModel } from '../../shared/account/accountModel';
import type { AccountPost } from '../../shared/account/accountPost';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import type { Platform } from '../../shared/schemas';
import { jobThread } from '../jobs/jobThread';
import type { CalibrationRequest } from './calibrationJob';

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

/** The engine on a background thread (jobs/jobThread.ts), one account at a time. */
export function workerCalibrator(): Calibrator {
  const thread = jobThread<CalibrationRequest, AccountModel>(new URL('./calibrationJob.ts', import.meta.url), 'calibration');
  return { calibrate: (posts, platform) => thread.run({ posts, platform }), close: () => thread.close() };
}
