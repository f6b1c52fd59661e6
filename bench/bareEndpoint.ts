// The floor the API is compared with: a bare Hono endpoint on the same adapter, validating its
// JSON body with zod and answering a fixed 3 KB JSON. What the real API costs beyond it is our middleware,
// our routes, the store and the engine.
import { Hono } from 'hono';
import { z } from 'zod';

const BareRequest = z.object({
  text: z.string().min(10).max(4000),
  platform: z.enum(['x', 'linkedin', 'bluesky', 'threads', 'mastodon']).optional(),
});

/** About 3 KB of JSON, shaped like a small score answer: a few fields and a list of reasons. */
export const BARE_ANSWER = {
  score: 72,
  decision: 'publish',
  reasons: Array.from({ length: 28 }, (_, i) => ({
    code: `reason_${i}`,
    effect: i / 100,
    message: 'A short explanation of one thing the post does well or badly.',
  })),
};

export function bareApp(): Hono {
  return new Hono().post('/score', async (c) => {
    const parsed = BareRequest.safeParse(await c.req.json());
    if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message }, 400);
    return c.json(BARE_ANSWER);
  });
}
