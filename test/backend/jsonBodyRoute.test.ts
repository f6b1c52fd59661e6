// withJsonBody: a route's JSON body is read, parsed and checked against its zod schema once, the handler gets
// what the schema gave, failures answer in the one error shape, and the OpenAPI document still describes the
// body. A small app on a real listener, with a schema that counts how often it runs.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../backend/appEnv';
import { createErrorHandler } from '../../backend/errors/errorHandler';
import { listen, type Listener } from '../../backend/listen';
import { silentLogger } from '../../backend/log/logger';
import { requestId } from '../../backend/middleware/requestId';
import { Quota } from '../../backend/quota/quota';
import { jsonRequestBody, withJsonBody } from '../../backend/routes/jsonBodyRoute';
import type { Store } from '../../backend/store/store';

let checks = 0;
const Echo = z
  .object({ word: z.string().min(3), times: z.number().int().default(1) })
  .refine(() => {
    checks += 1;
    return true;
  })
  .meta({ id: 'EchoRequest' });

let listener: Listener;
let app: OpenAPIHono<AppEnv>;
beforeAll(async () => {
  app = new OpenAPIHono<AppEnv>();
  // Never reached by these requests (no key, no quota), but the handler's type asks for one.
  const { onError } = createErrorHandler({ quota: new Quota({} as Store, { now: () => new Date() }), logger: silentLogger });
  app.onError(onError);
  app.use('*', requestId);
  const route = createRoute({
    method: 'post',
    path: '/echo',
    request: { body: jsonRequestBody(Echo) },
    responses: { 200: { description: 'The word, repeated.', content: { 'application/json': { schema: z.object({ echo: z.string() }) } } } },
  });
  app.openapi(withJsonBody(app, route), (c) => {
    const { word, times } = c.req.valid('json');
    return c.json({ echo: word.repeat(times) }, 200);
  });
  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'echo', version: '1' } });
  listener = await listen(app.fetch, '127.0.0.1', 0);
});
afterAll(() => listener.close());

const post = (body: string, contentType = 'application/json') =>
  fetch(`${listener.url}/echo`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('withJsonBody', () => {
  it('checks the body once and hands the handler what the schema gave (defaults applied)', async () => {
    checks = 0;
    const res = await post('{"word":"abc"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ echo: 'abc' });
    expect(checks).toBe(1);
  });

  it('answers a body the schema refuses, bad JSON and a wrong Content-Type with 400 in the one error shape', async () => {
    const refused = await post('{"word":"ab"}');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { code: string; message: string; request_id: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/^Invalid request: word: /);
    expect(body.error.request_id).toBe(refused.headers.get('x-request-id'));

    const missing = (await (await post('{}')).json()) as { error: { message: string } };
    expect(missing.error.message).toBe('Invalid request: word is required.');
    const notJson = (await (await post('{"word":')).json()) as { error: { message: string } };
    expect(notJson.error.message).toMatch(/^The request body is not valid JSON/);
    const text = await post('{"word":"abc"}', 'text/plain');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { message: string } }).error.message).toMatch(/^Unsupported Content-Type "text\/plain"/);
    // A parameter that is not name=value: refused, saying what to send.
    const oddParameter = await post('{"word":"abc"}', 'application/json; foo');
    expect(oddParameter.status).toBe(400);
    expect(((await oddParameter.json()) as { error: { message: string } }).error.message).toBe(
      'Content-Type "application/json; foo" has a parameter that is not name=value: send ' +
        '"application/json" or "application/json; charset=utf-8".',
    );
  });

  it('takes every Content-Type RFC 9110 writes for JSON: a space before ";", a ";" with nothing after it, a quoted charset', async () => {
    for (const type of [
      'application/json ;charset=utf-8',
      'application/json;',
      'application/json; charset="utf-8"',
      'Application/JSON; Charset=UTF-8',
      'application/json;;charset=utf-8',
    ]) {
      const answer = await post('{"word":"abc"}', type);
      expect({ type, status: answer.status }).toEqual({ type, status: 200 });
    }
  });

  it('still documents the body in the OpenAPI document, as app.openapi would', async () => {
    const doc = (await (await fetch(`${listener.url}/openapi.json`)).json()) as {
      paths: Record<string, { post: { requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> } } }>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const body = doc.paths['/echo']!.post.requestBody;
    expect(body.required).toBe(true);
    expect(body.content['application/json']!.schema.$ref).toBe('#/components/schemas/EchoRequest');
    expect(doc.components.schemas.EchoRequest!.required).toEqual(['word']);
  });
});
