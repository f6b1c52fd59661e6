// GET / and the page's files: only what the build lists, each with the page's strict Content-Security-Policy;
// a missing build answers a page that says how to build it, and the API's own routes are untouched.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGE_CSP } from '../../backend/routes/webPage';
import { startTestServer, tempDir, type TestServer } from './support/testServer';

const FILES = { index: 'index.html', app: 'app-AB12CD34.js', css: 'app-0a1b2c3d.css', engine: 'engine-EF56GH78.js' };
let built: TestServer;
let missing: TestServer;

async function fakeBuild(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), `<!doctype html><script type="module" src="/${FILES.app}"></script>`);
  await writeFile(join(dir, FILES.app), 'export {};');
  await writeFile(join(dir, FILES.css), 'body{}');
  await writeFile(join(dir, FILES.engine), 'self.onmessage=null;');
  await writeFile(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A file in the folder that the build does not list is never served.
  await writeFile(join(dir, 'engine-OLDBUILD.js'), 'old');
  await writeFile(join(dir, 'build.json'), JSON.stringify({ files: FILES }));
}

beforeAll(async () => {
  const dir = join(tempDir(), 'web');
  await fakeBuild(dir);
  built = await startTestServer({ webDir: dir });
  missing = await startTestServer({ webDir: join(tempDir(), 'not-built') });
});
afterAll(async () => {
  await built.close();
  await missing.close();
});

describe('the web page', () => {
  it('serves the built page at / with a CSP that allows only this origin and no inline code', async () => {
    const res = await fetch(`${built.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(FILES.app);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(WEB_PAGE_CSP);
    for (const directive of ["default-src 'self'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the listed files with their types, cached for good, under the same CSP', async () => {
    for (const [name, type] of [
      [FILES.app, 'text/javascript'],
      [FILES.css, 'text/css'],
      [FILES.engine, 'text/javascript'],
    ] as const) {
      const res = await fetch(`${built.url}/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('content-security-policy')).toBe(WEB_PAGE_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(`${built.url}/icon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves nothing the build does not list', async () => {
    const res = await fetch(`${built.url}/engine-OLDBUILD.js`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await fetch(`${built.url}/build.json`)).status).toBe(404);
    expect((await fetch(`${built.url}/index.html`)).status).toBe(404);
  });

  it('says how to build the page when it is missing, and the API answers as before', async () => {
    const res = await fetch(`${missing.url}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
    expect(res.headers.get('content-security-policy')).toBe(WEB_PAGE_CSP);
    expect((await fetch(`${missing.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${missing.url}/docs`)).status).toBe(200);
  });
});
