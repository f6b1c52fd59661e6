// The calibration thread's side (started by calibrator.ts through calibrationWorker.mjs): one account's
// posts in, its model out, one message at a time.
import { parentPort } from 'node:worker_threads';
import type { AccountModel } from '../../shared/account/accountModel';
import type { AccountPost } from '../../shared/account/accountPost';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import type { Platform } from '../../shared/schemas';

export interface CalibrationRequest {
  id: number;
  posts: readonly AccountPost[];
  platform: Platform;
}

export type CalibrationReply = { id: number; model: AccountModel } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on('message', (request: CalibrationRequest) => {
    let reply: CalibrationReply;
    try {
      reply = { id: request.id, model: calibrateAccount(request.posts, { platform: request.platform }) };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    port.postMessage(reply);
  });
}
