// GET /openapi.json (a valid OpenAPI 3.1 document generated from the zod schemas), GET /docs (an
// offline reference page whose assets all come from this server) and GET /healthz.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, WEIGHTS_SOURCE } from '../../shared/index';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        responses: Record<
          string,
          { description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }
        >;
      }
    >
  >;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
  };
}

describe('GET /openapi.json', () => {
  let doc: OpenApiDoc;
  beforeAll(async () => {
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDoc;
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every endpoint with the bearer scheme where a key is needed', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/v1/accounts',
      '/api/v1/accounts/{id}',
      '/api/v1/accounts/{id}/posts',
      '/api/v1/accounts/{id}/receipts',
      '/api/v1/generate',
      '/api/v1/score',
      '/api/v1/usage',
      '/healthz',
      '/readyz',
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/score']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/healthz']!.get!.security).toBeUndefined();
  });

  it('every error response uses the Error schema; 413, 429, 502 and 503 are documented with their headers', () => {
    const score = doc.paths['/api/v1/score']!.post!.responses;
    const generate = doc.paths['/api/v1/generate']!.post!.responses;
    expect(Object.keys(score).sort()).toEqual(['200', '400', '401', '404', '413', '429', '500', '503']);
    expect(Object.keys(generate).sort()).toEqual(['200', '400', '401', '404', '413', '429', '500', '502', '503']);
    for (const [status, response] of [...Object.entries(score), ...Object.entries(generate)]) {
      if (status === '200') continue;
      expect(response.content!['application/json']!.schema.$ref).toBe('#/components/schemas/Error');
    }
    expect(Object.keys(score['200']!.headers!)).toEqual(
      expect.arrayContaining([
        'RateLimit-Policy',
        'RateLimit',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Used',
        'X-RateLimit-Reset',
      ]),
    );
    expect(Object.keys(score['429']!.headers!)).toContain('Retry-After');
    expect(Object.keys(score['503']!.headers!)).toContain('Retry-After');
    expect((score['503'] as { description?: string }).description).toContain('store_unavailable');
  });

  it('request schemas come from shared/schemas.ts, with the code-point bounds and n_variants range', () => {
    const text = doc.components.schemas.ScoreRequest!.properties!.text!;
    expect([text.minLength, text.maxLength]).toEqual([10, 4000]);
    const idea = doc.components.schemas.GenerateRequest!.properties!.idea!;
    expect([idea.minLength, idea.maxLength]).toEqual([8, 2000]);
    const n = doc.components.schemas.GenerateRequest!.properties!.n_variants!;
    expect([n.minimum, n.maximum]).toEqual([1, 10]);
    expect(doc.components.schemas.Error).toBeDefined();
  });
  it('says which voice each score field comes from, and what pre_publish_score combines', () => {
    const result = doc.components.schemas.ScoreResult!.properties!;
    const described = (field: string) => String(result[field]!.description ?? '');
    expect(described('pre_publish_score')).toContain('100·σ(forecast + editor penalty)');
    expect(described('phoenix_score')).toMatch(/forecast/u);
    expect(described('decision')).toMatch(/editor/u);
    const reason = (result.reasons as { items: { properties: Record<string, unknown> } }).items.properties;
    expect(reason.voice).toMatchObject({ enum: ['editor', 'data', 'policy'] });
  });

  it('the account routes need a key, document their answers and take the history as JSON, CSV or JSON lines', () => {
    for (const [path, methods] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/v1/accounts'))) {
      for (const operation of Object.values(methods)) {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses['401']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/Error');
        if (path.includes('{id}')) expect(operation.responses['404']).toBeDefined();
        // Never charged, so metered per key instead.
        expect(operation.responses['429']!.description).toMatch(/rate_limited/);
        expect(operation.responses['429']!.headers!['Retry-After']).toBeDefined();
      }
    }
    expect(Object.keys(doc.paths['/api/v1/accounts']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/accounts/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/v1/accounts']!.post!.responses).sort()).toEqual(['201', '400', '401', '413', '429', '503']);
    const ingest = doc.paths['/api/v1/accounts/{id}/posts']!.post! as unknown as {
      requestBody: { content: Record<string, { schema: { $ref?: string } }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(ingest.requestBody.content).sort()).toEqual(['application/json', 'application/x-ndjson', 'text/csv']);
    expect(ingest.requestBody.content['application/json']!.schema.$ref).toBe('#/components/schemas/AccountPostsUpload');
    expect(Object.keys(ingest.responses).sort()).toEqual(['200', '400', '401', '404', '413', '429', '500', '503']);
    for (const name of ['AccountPostsUpload', 'AccountPost', 'Account', 'AccountList', 'AccountDetail', 'IngestResult', 'Receipts']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas.Receipts!.properties!).sort()).toEqual(['receipts', 'summary']);
    expect(doc.components.schemas.ScoreRequest!.properties!.account).toBeDefined();
    expect(doc.components.schemas.GenerateRequest!.properties!.account).toBeDefined();
  });
});

describe('GET /docs', () => {
  it('serves an HTML page whose scripts and styles all load from this server', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.sort()).toEqual([
      '/docs/assets/docs.js',
      '/docs/assets/favicon-32x32.png',
      '/docs/assets/swagger-ui-bundle.js',
      '/docs/assets/swagger-ui.css',
    ]);
    for (const asset of assets) {
      const a = await fetch(`${server.url}${asset}`);
      expect(a.status).toBe(200);
      expect((await a.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const bundle = await fetch(`${server.url}/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await bundle.text()).slice(0, 2000)).toContain('SwaggerUIBundle');
  });

  it('the page points Swagger UI at our /openapi.json and turns off the online validator badge', async () => {
    const init = await (await fetch(`${server.url}/docs/assets/docs.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });

  it('an unknown asset is a JSON 404', async () => {
    const res = await fetch(`${server.url}/docs/assets/..%2Fpackage.json`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('GET /healthz', () => {
  it('is public and reports engine version, module path, weights source and drafter', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      engine_version: ENGINE_VERSION,
      engine_module: 'shared/index.ts',
      weights_source: { repository: WEIGHTS_SOURCE.repository, path: WEIGHTS_SOURCE.path, commit: WEIGHTS_SOURCE.commit },
      drafter: 'offline',
      store: 'ok',
    });
  });
});

describe('GET /readyz', () => {
  it('is public and ready while the store writes', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', store: { status: 'ok', since: null, reason: null } });
  });
});
