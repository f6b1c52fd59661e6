// GET /readyz: readiness, for a load balancer or an orchestrator deciding whether to send this instance
// requests. 200 while the store keeps what it is given; 503 while it fails (the file cannot be written, the
// database does not answer), with since when and why. It asks the database now (one trivial statement,
// waited for at most READY_WAIT_MS, so the answer always comes within about a second); the file store answers
// from its last write. A failing store keeps retrying by itself, so /readyz turns 200 again without traffic.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { StoreHealth } from '../store/storeHealth';

/** The longest /readyz waits for the database: a trivial statement takes milliseconds on a healthy one. */
export const READY_WAIT_MS = 1_000;

export const Readyz = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    store: StoreHealth,
  })
  .meta({ id: 'Readyz' });

export function registerReadyz(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const route = createRoute({
    method: 'get',
    path: '/readyz',
    summary: 'Readiness probe (public)',
    responses: {
      200: { description: 'The store keeps what it is given: send requests.', content: { 'application/json': { schema: Readyz } } },
      503: {
        description: 'The store is failing (the file cannot be written, the database does not answer): send requests elsewhere.',
        content: { 'application/json': { schema: Readyz } },
      },
    },
  });
  app.openapi(route, async (c) => {
    const store = await deps.store.checkHealth(READY_WAIT_MS);
    return store.status === 'ok' ? c.json({ status: 'ready' as const, store }, 200) : c.json({ status: 'not_ready' as const, store }, 503);
  });
}
