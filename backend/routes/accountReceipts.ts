// GET /api/v1/accounts/{id}/receipts: drafts scored with the account, found later in its history, set against
// what they did, beside what the generic cold-start model would have said.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { ReceiptsResult } from '../accounts/accountSchemas';
import { requireKey } from '../auth/bearer';
import { AccountIdParam, oneAccountResponses } from './accounts';
import { REQUEST_ID_HEADER } from './responses';

export function registerAccountReceipts(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const route = createRoute({
    method: 'get',
    path: '/api/v1/accounts/{id}/receipts',
    tags: ['accounts'],
    summary: 'How forecasts made with the account compared with what the posts did',
    description:
      'Not charged. Each POST /api/v1/score with `account` remembers its forecast (the newest 1,000 per account; only a ' +
      'sha256 of the normalised text is kept). A post ingested later with the same text (ignoring links, case and spacing), ' +
      'posted after the score (10 minutes of grace for clocks), is a receipt.',
    security: [{ bearerAuth: [] }],
    middleware: [requireKey(deps)] as const,
    request: { params: AccountIdParam },
    responses: {
      200: {
        description: 'The receipts and their summary.',
        headers: REQUEST_ID_HEADER,
        content: { 'application/json': { schema: ReceiptsResult } },
      },
      ...oneAccountResponses,
    },
  });
  app.openapi(route, async (c) => c.json(await deps.accounts.receipts(c.get('apiKey')!, c.req.valid('param').id), 200));
}
