// The calibration thread's side (started by calibrator.ts through jobs/jobThread.ts): one account's posts
// in, its model out.
import type { AccountModel } from '../../shared/account/accountModel';
import type { AccountPost } from '../../shared/account/accountPost';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import type { Platform } from '../../shared/schemas';
import { answerJobs } from '../jobs/jobPort';

export interface CalibrationRequest {
  posts: readonly AccountPost[];
  platform: Platform;
}

answerJobs<CalibrationRequest, AccountModel>((request) => calibrateAccount(request.posts, { platform: request.platform }));
