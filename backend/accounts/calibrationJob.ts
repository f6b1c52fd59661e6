// The calibration thread's side (started by calibrator.ts through jobs/jobThread.ts): one account's posts
// in, its model out.
import type { AccountModel } from '@preflight/engine/account';
import type { AccountPost } from '@preflight/engine/account';
import { calibrateAccount } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import { answerJobs } from '../jobs/jobPort';

export interface CalibrationRequest {
  posts: readonly AccountPost[];
  platform: Platform;
}

answerJobs<CalibrationRequest, AccountModel>((request) => calibrateAccount(request.posts, { platform: request.platform }));
