// The pooled drift of an account's level the engine runs with, checked against its schema once at load.
import accountLevelJson from './accountLevel.json';
import { AccountLevelParams } from './accountLevelParams';

export const ACCOUNT_LEVEL: AccountLevelParams = AccountLevelParams.parse(accountLevelJson);
