// GET /healthz: public liveness probe with the engine's identity (its version and module path), and what
// the store last found of its backing (`store`: "ok" or "failing"), from memory: it never waits on the disk or
// the database. It answers 200 while the process serves, since restarting the process mends neither a full disk
// nor a database that is away. Readiness, for a load balancer that should stop sending requests to an instance
// that cannot keep what it counts, is GET /readyz (readyz.ts).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ENGINE_MODULE, ENGINE_VERSION, WEIGHTS_SOURCE } from '@preflight/engine';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';

export const Healthz = z
  .object({
    status: z.literal('ok'),
    engine_version: z.string().meta({ description: 'Semver of the scoring engine.' }),
    engine_module: z.string().meta({ description: "The engine's module, relative to the repository root." }),
    weights_source: z
      .object({ repository: z.string(), path: z.string(), commit: z.string() })
      .meta({ description: 'Where the phoenix action weights come from.' }),
    drafter: z
      .enum(['offline', 'llm'])
      .meta({ description: 'What generate drafts with: the embedded offline drafter or a language model.' }),
    store: z.enum(['ok', 'failing']).meta({
      description:
        'Whether the store kept what it was given lately (the file written, the database answering); details ' +
        'and a live check at GET /readyz.',
    }),
  })
  .meta({ id: 'Healthz' });

export function registerHealthz(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Built once: only the store's status changes while the process runs.
  const identity = {
    status: 'ok',
    engine_version: ENGINE_VERSION,
    engine_module: ENGINE_MODULE,
    weights_source: { repository: WEIGHTS_SOURCE.repository, path: WEIGHTS_SOURCE.path, commit: WEIGHTS_SOURCE.commit },
    drafter: deps.drafter.kind,
  } as const;
  const route = createRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness probe (public)',
    responses: { 200: { description: 'The service is up.', content: { 'application/json': { schema: Healthz } } } },
  });
  app.openapi(route, (c) => c.json({ ...identity, store: deps.store.health().status }, 200));
}
