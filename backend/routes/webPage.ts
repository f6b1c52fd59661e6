// GET /: the service's own page (web/), built into .output/web by web/build.ts. Only the files that build
// lists are served; a missing build answers a page that says how to build it. The backend reads the built
// files, never the page's sources.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../.output/web', import.meta.url));

// Our own files only: the shell's script and stylesheet, the engine's worker, the icon. No inline script or
// style ('unsafe-inline' nowhere), calls to this origin only, no framing (the key form must not be clickjacked),
// no form posting elsewhere. A worker takes its policy from its own script's answer, so every file carries it.
export const WEB_PAGE_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self'; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

export const WEB_PAGE_HEADERS = {
  'Content-Security-Policy': WEB_PAGE_CSP,
  'X-Frame-Options': 'DENY',
  // The page's address never goes to another site (it holds no secret, but nothing else needs it either).
  'Referrer-Policy': 'no-referrer',
} as const satisfies Record<string, string>;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

interface BuiltFiles {
  index: string;
  app: string;
  css: string;
  engine: string;
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preflight: page not built</title></head>
<body><h1>The page is not built</h1>
<p>Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>
`;

function typeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return TYPES[name.slice(dot)] ?? 'application/octet-stream';
}

export function registerWebPage(app: OpenAPIHono<AppEnv>, webDir: string = DEFAULT_WEB_DIR): void {
  // Read once the build is there; a missing build is looked for again on the next request.
  let built: Promise<BuiltFiles> | null = null;
  const builtFiles = () => {
    built ??= readFile(join(webDir, 'build.json'), 'utf8').then((text) => (JSON.parse(text) as { files: BuiltFiles }).files);
    built.catch(() => (built = null));
    return built;
  };

  app.get('/', async (c) => {
    let files: BuiltFiles;
    try {
      files = await builtFiles();
    } catch {
      return c.html(NOT_BUILT, 503, { ...WEB_PAGE_HEADERS, 'Cache-Control': 'no-store' });
    }
    const html = await readFile(join(webDir, files.index), 'utf8');
    // The page itself is re-read every time (it names the current build's files); they are cached for good.
    return c.html(html, 200, { ...WEB_PAGE_HEADERS, 'Cache-Control': 'no-cache' });
  });

  app.get('/:file{(?:app|engine)-[A-Za-z0-9]+\\.(?:js|css)|icon\\.svg}', async (c) => {
    const name = c.req.param('file');
    const files = await builtFiles().catch(() => null);
    const served = files ? [files.app, files.css, files.engine, 'icon.svg'] : [];
    if (!served.includes(name)) throw new ApiError('not_found', `No page file named ${name}.`);
    const body = await readFile(join(webDir, name));
    const cache = name === 'icon.svg' ? 'public, max-age=3600' : 'public, max-age=31536000, immutable';
    return c.body(new Uint8Array(body), 200, { ...WEB_PAGE_HEADERS, 'Content-Type': typeOf(name), 'Cache-Control': cache });
  });
}
