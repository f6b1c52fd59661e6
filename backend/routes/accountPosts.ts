// POST /api/v1/accounts/{id}/posts: an account's history in, merged by post_id, the account recalibrated.
// Takes a JSON body or the export file itself as bytes, up to 5 MB, in whatever encoding it was saved; rows that
// cannot be read are reported, not fatal; a file that cannot be read at all is a 400 that says why.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { AccountPost } from '@preflight/engine/account';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { IngestResult } from '../accounts/accountSchemas';
import { readUpload } from '../accounts/upload';
import { requireKey } from '../auth/bearer';
import { AccountIdParam, oneAccountResponses } from './accounts';
import { errorResponse, REQUEST_ID_HEADER } from './responses';

// Documentation only: the route validates each post itself, so one bad post is skipped, not a 400.
const AccountPostDoc = AccountPost.meta({ id: 'AccountPost' });
const PostsUpload = z
  .object({ posts: z.array(AccountPostDoc).meta({ description: 'Posts with their counts; each is checked on its own.' }) })
  .meta({ description: 'A history as JSON.' });

/** What the upload answers: the counts and the recalibrated account, or why nothing was stored. */
const POSTS_RESPONSES = {
  200: {
    description: 'What was stored, and the account after recalibrating.',
    headers: REQUEST_ID_HEADER,
    content: { 'application/json': { schema: IngestResult } },
  },
  400: errorResponse(
    'The body is not JSON or not {"posts": [...]}; Content-Type is not application/json, text/csv or ' +
      'application/x-ndjson, or names a charset ' +
      'the importer does not read; or the file is no text (a workbook, a PDF: the message says what it is and what to send), is ' +
      'not a format the importer reads, or lacks columns every row needs (the message names the columns found, those missing, and ' +
      'those each format needs); or more than half of its rows cannot be read as posts (the message quotes the first reasons). ' +
      'Nothing is stored.',
    ['invalid_request'],
    false,
  ),
  ...oneAccountResponses,
  413: errorResponse(
    'payload_too_large: the upload is larger than 5 MB, or reading it needed more memory than an upload ' +
      'may use; split it (posts merge by post_id). ' +
      'Sent before authentication when Content-Length says so. ' +
      "text_budget_exceeded: the posts' texts would take the account or the key past the tier's text " +
      'budget (UTF-8 bytes of stored post text: ' +
      'free 5,000,000 per account and per key; builder 35,000,000 per account, 100,000,000 per key; pro ' +
      '170,000,000 and 1,000,000,000); ' +
      'the message says the budget, what is stored and what the upload would make it. Nothing is stored.',
    ['payload_too_large', 'text_budget_exceeded'],
    false,
  ),
  500: errorResponse('Recalibrating failed (rare); the posts are stored. Retry with backoff.', ['internal_error'], false),
};

export function registerAccountPosts(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openAPIRegistry.register('AccountPostsUpload', PostsUpload);
  const text = (description: string) => ({ schema: { type: 'string' as const, description } });

  const route = createRoute({
    method: 'post',
    path: '/api/v1/accounts/{id}/posts',
    tags: ['accounts'],
    summary: "Add posts to an account's history",
    description:
      'Not charged. Posts are merged by post_id: a post already stored is replaced when its fields changed (updated) and ' +
      'left alone when they did not (unchanged), so sending the same export twice adds nothing. Rows that cannot be read ' +
      'are counted in `skipped` by reason, the first 20 quoted with their own; an upload more than half of whose rows cannot be read ' +
      'as posts at all is refused whole (400). A text longer than any platform allows (25,000 characters) ' +
      'is skipped. The account holds at most 3,000 (free), 20,000 (builder) or 100,000 (pro) ' +
      'posts: new posts beyond that are skipped (newest kept first); and at most a text budget of bytes ' +
      '(413 text_budget_exceeded, nothing stored). After a change the account is recalibrated on its ' +
      'whole history before the answer. Order of checks: body size (Content-Length), key, account, body.',
    security: [{ bearerAuth: [] }],
    middleware: [requireKey(deps)] as const,
    request: {
      params: AccountIdParam,
      body: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/AccountPostsUpload' } },
          'text/csv': text(
            "The file itself: X's content export (account_analytics_content_….csv: Post id, Date, Post text, " +
              'Post Link, Impressions, Likes, …, Replies, Reposts, …), ' +
              "X's monthly export in any language (tweet_activity_metrics_….csv: Tweet id, Tweet permalink, Tweet " +
              'text, time, impressions, …) ' +
              "or Preflight's CSV (post_id, text, posted_at, impressions, likes, reposts, replies, …), as X wrote " +
              'it or as a spreadsheet, R or pandas saved it again: ' +
              'the bytes are decoded by what they are (UTF-8 with or without a byte-order mark, UTF-16, ' +
              'Windows-1252, Mac Roman), any line ends, ' +
              'commas, semicolons or tabs between cells. A charset parameter is taken when the bytes allow it.',
          ),
          'application/x-ndjson': text('JSON lines: one AccountPost per line.'),
        },
      },
    },
    responses: POSTS_RESPONSES,
  });

  app.openapi(route, async (c) => {
    const key = c.get('apiKey')!;
    const { id } = c.req.valid('param');
    await deps.accounts.owned(key, id); // 404 before reading a 5 MB body
    const upload = await readUpload(c.req, deps.uploads, deps.clock.now(), key.id);
    const result = await deps.accounts.ingest(key, id, upload);
    deps.logger.info('account posts ingested', {
      key_id: key.id,
      account_id: id,
      received: result.received,
      added: result.added,
      updated: result.updated,
      skipped: result.skipped.count,
      status: result.status,
    });
    return c.json(result, 200);
  });
}
