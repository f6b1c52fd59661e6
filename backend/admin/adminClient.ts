// The keys CLI's side of the admin listener: the same operations, asked of the running server.
import { z } from 'zod';
import { KeyView, NewKey, RotatedKey, type KeyOps } from '../keys/keyViews';
import type { LockInfo } from '../store/lowdb/ownerLock';
import type { Tier } from '../quota/tiers';

const AdminError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export class AdminCallFailed extends Error {
  override name = 'AdminCallFailed';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The request never reached the admin listener (refused or reset), so retrying cannot apply a change twice. */
export class AdminUnreachable extends AdminCallFailed {
  override name = 'AdminUnreachable';
}

function notDelivered(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return error instanceof TypeError && (code === 'ECONNREFUSED' || code === 'ECONNRESET');
}

export function adminClient(admin: NonNullable<LockInfo['admin']>): KeyOps {
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${admin.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${admin.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      const message = `Could not reach the running server's admin listener at ${admin.url} (${(error as Error).message}).`;
      if (notDelivered(error)) throw new AdminUnreachable(message, 'unreachable');
      throw new AdminCallFailed(
        `${message} The change may or may not have been applied; check with "npm run keys -- list".`,
        'unreachable',
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    // The token is the lock holder's own: a refusal means another process listens on that port here (the
    // holder's loopback is in another network namespace). The change was refused, so nothing was applied.
    if (response.status === 401) {
      throw new AdminUnreachable(
        `Something else answers at ${admin.url} here, not the server that holds the store (it does not know the lock's token).`,
        'unreachable',
      );
    }
    if (!response.ok) {
      const parsed = AdminError.safeParse(json);
      throw new AdminCallFailed(
        parsed.success ? parsed.data.error.message : `The server answered HTTP ${response.status}.`,
        parsed.success ? parsed.data.error.code : 'internal_error',
      );
    }
    return schema.parse(json);
  }
  const ref = (r: string) => encodeURIComponent(r);
  return {
    create: (label: string, tier: Tier) => call('POST', '/admin/keys', NewKey, { label, tier }),
    list: () => call('GET', '/admin/keys', z.array(KeyView)),
    revoke: (r: string) => call('POST', `/admin/keys/${ref(r)}/revoke`, KeyView),
    setTier: (r: string, tier: Tier) => call('POST', `/admin/keys/${ref(r)}/tier`, KeyView, { tier }),
    rotate: (r: string) => call('POST', `/admin/keys/${ref(r)}/rotate`, RotatedKey),
  };
}
