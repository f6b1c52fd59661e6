// The pooled account band the engine runs with, checked against its schema once at load.
import accountBandJson from './accountBand.json';
import { AccountBandParams } from './accountBandParams';

export const ACCOUNT_BAND: AccountBandParams = AccountBandParams.parse(accountBandJson);
