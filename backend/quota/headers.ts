// Quota headers on every authenticated answer. Two forms, for old and new clients:
// - RateLimit-Policy / RateLimit as in draft-ietf-httpapi-ratelimit-headers-10 (IETF HTTPAPI WG,
//   https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/10/): a quota policy named
//   after the endpoint, `"score";q=20;w=2592000`, and its state, `"score";r=17;t=734400`.
// - The widespread X-RateLimit-Limit/Remaining/Used/Reset (Reset in epoch seconds).
// Unlimited (pro) quotas have no policy to state: RateLimit-Policy and RateLimit are left out, and
// X-RateLimit-Limit/Remaining say "unlimited"; Used and Reset are still sent.
import { QUOTA_HEADER, UNLIMITED } from '@preflight/engine/wire';
import type { QuotaSnapshot } from './quota';

export function quotaHeaders(s: QuotaSnapshot): Record<string, string> {
  const headers: Record<string, string> = {
    [QUOTA_HEADER.limit]: s.limit === null ? UNLIMITED : String(s.limit),
    [QUOTA_HEADER.remaining]: s.remaining === null ? UNLIMITED : String(s.remaining),
    [QUOTA_HEADER.used]: String(s.used),
    [QUOTA_HEADER.reset]: String(Math.floor(s.resetAt.getTime() / 1000)),
  };
  if (s.limit !== null) {
    headers[QUOTA_HEADER.policy] = policyItem(s);
    headers[QUOTA_HEADER.state] = stateItem(s);
  }
  return headers;
}

/** For answers about several quotas at once (GET /api/v1/usage): one list item per limited endpoint. */
export function combinedRateLimitHeaders(snapshots: readonly QuotaSnapshot[]): Record<string, string> {
  const limited = snapshots.filter((s) => s.limit !== null);
  if (limited.length === 0) return {};
  return { [QUOTA_HEADER.policy]: limited.map(policyItem).join(', '), [QUOTA_HEADER.state]: limited.map(stateItem).join(', ') };
}

function policyItem(s: QuotaSnapshot): string {
  return `"${s.endpoint}";q=${s.limit};w=${s.windowSeconds}`;
}

function stateItem(s: QuotaSnapshot): string {
  return `"${s.endpoint}";r=${s.remaining};t=${s.resetInSeconds}`;
}
