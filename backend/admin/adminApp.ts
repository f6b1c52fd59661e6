// The admin listener: key operations for the keys CLI while a server owns the store. It listens on
// 127.0.0.1 only, on its own port (never on the public HOST), and wants the per-run token that the
// server wrote into the 0600 lock file beside the store.
import { timingSafeEqual } from 'node:crypto';
import { Hono, type HonoRequest } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';
import { toApiError } from '../errors/errorHandler';
import { validationMessage } from '../errors/validationMessage';
import { readJsonBody } from '../http/jsonBodyReader';
import { KeyChangeNotSaved, type KeyService } from '../keys/keyService';
import { errorFields } from '../log/errorFields';
import type { Logger } from '../log/logger';
import { requestId } from '../middleware/requestId';
import { Tier } from '../quota/tiers';
import type { Store } from '../store/store';

/** The admin API's answer to a key change the store could not write (and undid). */
export const STORE_NOT_WRITABLE = 'store_not_writable';

export const CreateKeyBody = z.object({ label: z.string().min(1).max(200), tier: Tier });
export const SetTierBody = z.object({ tier: Tier });

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body by the one reader every route uses (UTF-8 application/json within the body limit), checked against `schema`. */
async function bodyOf<T>(req: HonoRequest, schema: z.ZodType<T>): Promise<T> {
  const body = await readJsonBody(req);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid_request', validationMessage(parsed.error, body));
  return parsed.data;
}

export function createAdminApp(deps: { keys: KeyService; store: Store; token: string; logger: Logger }): Hono<AppEnv> {
  const { keys, logger } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requestId);
  app.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), deps.token))
      throw new ApiError('unauthorized', 'Admin token missing or wrong.');
    await next();
  });

  // Each change below is written to the disk before it is answered, or undone (KeyService, store.keyChange).
  app.get('/admin/keys', async (c) => c.json(await keys.list()));
  app.post('/admin/keys', async (c) => {
    const body = await bodyOf(c.req, CreateKeyBody);
    const created = await keys.create(body.label, body.tier);
    logger.info('key created', { key_id: created.id, prefix: created.prefix, tier: created.tier });
    return c.json(created, 201);
  });
  app.post('/admin/keys/:ref/revoke', async (c) => {
    const view = await keys.revoke(c.req.param('ref'));
    logger.info('key revoked', { key_id: view.id, prefix: view.prefix });
    return c.json(view);
  });
  app.post('/admin/keys/:ref/tier', async (c) => {
    const body = await bodyOf(c.req, SetTierBody);
    const view = await keys.setTier(c.req.param('ref'), body.tier);
    logger.info('key tier set', { key_id: view.id, prefix: view.prefix, tier: view.tier });
    return c.json(view);
  });
  app.post('/admin/keys/:ref/rotate', async (c) => {
    const rotated = await keys.rotate(c.req.param('ref'));
    logger.info('key rotated', { key_id: rotated.revoked.id, new_key_id: rotated.created.id, prefix: rotated.created.prefix });
    return c.json(rotated);
  });

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'No such admin route.', request_id: c.get('requestId') } }, 404));
  app.onError((raw, c) => {
    if (raw instanceof KeyChangeNotSaved) {
      // The server is fine but its disk is not: 507 Insufficient Storage, with a code of the admin API's own (the
      // public API never answers it, so it is not among the service's error codes).
      logger.error('key change not saved', { request_id: c.get('requestId'), path: c.req.path, ...errorFields(raw) });
      return c.json({ error: { code: STORE_NOT_WRITABLE, message: raw.message, request_id: c.get('requestId') } }, 507);
    }
    const error = toApiError(raw);
    if (error.status >= 500)
      logger.error('admin request failed', { request_id: c.get('requestId'), path: c.req.path, ...errorFields(raw) });
    return c.json({ error: { code: error.code, message: error.message, request_id: c.get('requestId') } }, error.status);
  });
  return app;
}
