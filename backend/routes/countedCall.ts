// What score and generate share in their route definitions: a key whose monthly quota of the endpoint the
// call counts against, a JSON body the route's schema checks, and the errors both may answer (each route
// documents its own 200, 400 and 429, and generate its 502).
import type { ZodType } from 'zod';
import type { AppDeps } from '../appDeps';
import { requireKey } from '../auth/bearer';
import type { QuotaEndpoint } from '../quota/tiers';
import { jsonRequestBody } from './jsonBodyRoute';
import { errorResponse, internalErrorResponse, storeUnavailableResponse, tooLargeResponse, unauthorizedResponse } from './responses';

export function countedJsonCall<S extends ZodType>(deps: Pick<AppDeps, 'store' | 'clock' | 'meter'>, endpoint: QuotaEndpoint, schema: S) {
  return { security: [{ bearerAuth: [] }], middleware: [requireKey(deps, endpoint)], request: { body: jsonRequestBody(schema) } };
}

export const countedCallResponses = {
  401: unauthorizedResponse,
  503: storeUnavailableResponse,
  404: errorResponse('`account` names no account of this key. Not charged.', ['not_found']),
  413: tooLargeResponse,
  500: internalErrorResponse,
};
