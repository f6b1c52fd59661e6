// `account` on /api/v1/score and /api/v1/generate: an account id of the calling key. Looked up, with the model
// calibrated on its history, before the quota is charged, so an unknown account is a 404 that costs nothing.
import { z } from '@hono/zod-openapi';
import type { AccountModel } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import { ApiError } from '../errors/apiError';
import type { AccountRecord, ApiKeyRecord } from '../store/store';
import type { AccountService } from './accountService';

export const AccountRef = z
  .string({ error: 'account must be a string (an account id, "acc_…")' })
  .min(1, { error: 'account must not be empty' })
  .meta({
    description:
      "An account id of this key (additive). The post is scored with the account's calibration: the result gains `account`, " +
      '`expected_engagement` once the account has 30 posts, and its own view curve once 30 of them carry ' +
      "impressions. platform defaults to the account's.",
  });

export async function accountForRequest(
  accounts: AccountService,
  key: Pick<ApiKeyRecord, 'id' | 'tier' | 'prefix'>,
  accountId: string | undefined,
  platform: Platform | undefined,
): Promise<{ account?: AccountRecord; model?: AccountModel }> {
  if (accountId === undefined) return {};
  const account = await accounts.owned(key, accountId);
  if (platform !== undefined && platform !== account.platform) {
    throw new ApiError(
      'invalid_request',
      `Invalid request: platform is ${platform} but account ${account.id} is a ${account.platform} ` +
        `account; leave platform out or use another account.`,
    );
  }
  return { account, model: await accounts.modelFor(account) };
}
