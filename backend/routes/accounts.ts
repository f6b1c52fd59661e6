// /api/v1/accounts: create, list, show and delete the accounts whose history calibrates scores.
// Authenticated and never charged; an account exists only for the key that created it.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { accountDetail, accountSummary } from '../accounts/accountViews';
import { AccountDetail, AccountList, AccountSummary, CreateAccountRequest } from '../accounts/accountSchemas';
import { requireKey } from '../auth/bearer';
import { jsonRequestBody, withJsonBody } from './jsonBodyRoute';
import { ACCOUNT_LIMITS, TEXT_BUDGETS } from '../quota/tiers';
import { accountCreateLimitedResponse, errorResponse, REQUEST_ID_HEADER, tooLargeResponse, uncountedKeyResponses } from './responses';

export const AccountIdParam = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, description: 'The account id, "acc_…".', example: 'acc_5c1e0a9b7d3f4e21' }),
});

export const accountNotFoundResponse = errorResponse(
  "No account with this id for this key (another key's account included).",
  ['not_found'],
  false,
);

/** What every endpoint on one account (/api/v1/accounts/{id}…) may answer besides its own. */
export const oneAccountResponses = { ...uncountedKeyResponses, 404: accountNotFoundResponse };

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];

export function registerAccounts(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerKeyAccounts(app, deps);
  registerOneAccount(app, deps);
}

/** /api/v1/accounts: create one, list the key's. */
function registerKeyAccounts(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const create = createRoute({
    method: 'post',
    path: '/api/v1/accounts',
    tags,
    summary: 'Create an account to calibrate scores on',
    description: 'Not charged. A key holds at most 1 (free), 5 (builder) or 50 (pro) accounts; beyond that, 429.',
    security,
    middleware: [requireKey(deps)] as const,
    request: { body: jsonRequestBody(CreateAccountRequest) },
    responses: {
      201: {
        description: 'The new account (no posts yet).',
        headers: REQUEST_ID_HEADER,
        content: { 'application/json': { schema: AccountSummary } },
      },
      400: errorResponse('label missing, empty or over 100 characters; unknown platform; body not JSON.', ['invalid_request'], false),
      ...uncountedKeyResponses,
      413: tooLargeResponse,
      429: accountCreateLimitedResponse,
    },
  });
  app.openapi(withJsonBody(app, create), async (c) => {
    const key = c.get('apiKey')!;
    const account = await deps.accounts.create(key, c.req.valid('json'));
    deps.logger.info('account created', { key_id: key.id, account_id: account.id, platform: account.platform });
    return c.json(accountSummary(account), 201);
  });

  const list = createRoute({
    method: 'get',
    path: '/api/v1/accounts',
    tags,
    summary: "This key's accounts",
    description: 'Not charged.',
    security,
    middleware: [requireKey(deps)] as const,
    responses: {
      200: {
        description: 'The accounts, oldest first.',
        headers: REQUEST_ID_HEADER,
        content: { 'application/json': { schema: AccountList } },
      },
      ...uncountedKeyResponses,
    },
  });
  app.openapi(list, async (c) => {
    const key = c.get('apiKey')!;
    const accounts = await deps.accounts.list(key);
    return c.json({ accounts: accounts.map(accountSummary), limit: ACCOUNT_LIMITS[key.tier].accounts }, 200);
  });
}

/** /api/v1/accounts/{id}: show one, delete one. */
function registerOneAccount(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  /** The definition every route on one account shares. */
  const oneAccount = { security, middleware: [requireKey(deps)], request: { params: AccountIdParam } };

  const show = createRoute({
    method: 'get',
    path: '/api/v1/accounts/{id}',
    tags,
    summary: "An account's status and what its history says",
    description: 'Not charged. `calibration` is derived from the model calibrated on every stored post.',
    ...oneAccount,
    responses: {
      200: { description: 'The account.', headers: REQUEST_ID_HEADER, content: { 'application/json': { schema: AccountDetail } } },
      ...oneAccountResponses,
    },
  });
  app.openapi(show, async (c) => {
    const key = c.get('apiKey')!;
    const account = await deps.accounts.owned(key, c.req.valid('param').id);
    const model = account.posts > 0 ? await deps.accounts.modelFor(account) : null;
    return c.json(
      accountDetail({ ...account, model }, { posts: deps.accounts.postsLimit(key), textBytes: TEXT_BUDGETS[key.tier].per_account }),
      200,
    );
  });

  const remove = createRoute({
    method: 'delete',
    path: '/api/v1/accounts/{id}',
    tags,
    summary: 'Delete an account with its history and its predictions',
    description: "Not charged. Frees a place in the key's account limit.",
    ...oneAccount,
    responses: {
      204: { description: 'Deleted; no body.', headers: REQUEST_ID_HEADER },
      ...oneAccountResponses,
    },
  });
  app.openapi(remove, async (c) => {
    const key = c.get('apiKey')!;
    const { id } = c.req.valid('param');
    await deps.accounts.delete(key, id);
    deps.logger.info('account deleted', { key_id: key.id, account_id: id });
    return c.body(null, 204);
  });
}
