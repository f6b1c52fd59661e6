// GET /docs: the API reference (Swagger UI) with every asset served by us, so it works offline.
// Swagger UI loads from a CDN by default, which fails offline; here its files come from the
// swagger-ui-dist package in node_modules, read once on first use.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';

const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preflight API reference</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/docs.js"></script>
</body>
</html>
`;

// validatorUrl null: the default badge would call validator.swagger.io, which offline cannot reach.
const INIT_SCRIPT =
  `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, ` + `validatorUrl: null });\n`;

const ASSETS: Record<string, { file?: string; text?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
  'docs.js': { text: INIT_SCRIPT, type: 'text/javascript; charset=utf-8' },
};

// The page runs only our own files: Swagger UI's bundle and docs.js (the set-up call, a served file rather
// than an inline script, so script-src needs no 'unsafe-inline'). Swagger UI sets style attributes and
// draws icons as data: images; it fetches /openapi.json and "Try it out" calls this same origin.
// frame-ancestors and X-Frame-Options: no other site may frame the page (clickjacking the Try-it-out form).
export const DOCS_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const satisfies Record<string, string>;

export function registerDocs(app: OpenAPIHono<AppEnv>): void {
  const cache = new Map<string, Promise<Uint8Array | string>>();
  const load = (name: string, asset: (typeof ASSETS)[string]) => {
    let body = cache.get(name);
    if (!body) {
      body = asset.text !== undefined ? Promise.resolve(asset.text) : readFile(join(distDir, asset.file!));
      cache.set(name, body);
      body.catch(() => cache.delete(name));
    }
    return body;
  };

  app.get('/docs', (c) => c.html(PAGE, 200, DOCS_PAGE_HEADERS));
  app.get('/docs/assets/:name', async (c) => {
    const name = c.req.param('name');
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw new ApiError('not_found', `No documentation asset named ${name}.`);
    const body = await load(name, asset);
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
