// The per-request values that middleware hands to routes and to the error handler.
import type { QuotaEndpoint } from './quota/tiers';
import type { ApiKeyRecord } from './store/store';

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set once the Authorization header named a live key. */
    apiKey?: Readonly<ApiKeyRecord>;
    /** The quota this route draws on; the error handler reports it in headers too. */
    quotaEndpoint?: QuotaEndpoint;
  };
}
