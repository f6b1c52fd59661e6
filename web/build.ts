// Builds the page the API serves at `/` into .output/web: the shell (app-HASH.js, app-HASH.css,
// index.html) and the engine worker (engine-HASH.js), all from this repository's sources, nothing fetched
// from elsewhere. Content-hashed names let the browser keep the engine for good; index.html is re-read.
// Run by `npm start` when the page is missing, by `npm run build:web`, and by the e2e setup when stale.
import { build, type Plugin } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_OUT_DIR = join(REPO_ROOT, '.output', 'web');
/** What the page is built from: a change here makes a built page stale. */
export const WEB_SOURCES = ['web', 'ui', 'shared'].map((p) => join(REPO_ROOT, p));

/** Vite's `?inline` CSS imports (ui/panelStyles.ts) as strings, the way the extension's build reads them. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: join(REPO_ROOT, 'node_modules', args.path.replace(/\?inline$/u, '')),
      namespace: 'inline-css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
  },
};

const noPolyfills: Plugin = {
  name: 'no-polyfills',
  setup(b) {
    b.onResolve({ filter: /^core-js\/modules\/.+$/ }, () => ({ path: join(REPO_ROOT, 'web', 'noPolyfills.ts') }));
  },
};

export interface WebBuild {
  dir: string;
  files: { index: string; app: string; css: string; engine: string };
  /** Bytes, raw and gzipped (level 9), of the shell (app + css + index.html) and of the engine. */
  sizes: { shell: number; shellGzip: number; engine: number; engineGzip: number };
}

const gz = (b: Uint8Array | string) => gzipSync(b, { level: 9 }).length;

function onlyOutput(outputs: Record<string, unknown>, suffix: string): string {
  const name = Object.keys(outputs).find((p) => p.endsWith(suffix));
  if (!name) throw new Error(`web build: no ${suffix} output`);
  return basename(name);
}

async function pageCss(): Promise<string> {
  const tmp = join(tmpdir(), `preflight-web-css-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(REPO_ROOT, 'web', 'pageCss.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: tmp,
    plugins: [inlineCss],
    logLevel: 'warning',
  });
  try {
    const module = (await import(pathToFileURL(tmp).href)) as { WEB_CSS: string };
    return module.WEB_CSS;
  } finally {
    await rm(tmp, { force: true });
  }
}

function indexHtml(app: string, css: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Preflight: check a post before you publish</title>
<link rel="icon" type="image/svg+xml" href="/icon.svg">
<link rel="stylesheet" href="/${css}">
<script type="module" src="/${app}"></script>
</head>
<body>
<div id="app"><noscript>Preflight's page needs JavaScript: it scores your draft in this browser.</noscript></div>
</body>
</html>
`;
}

export async function buildWebPage(outDir: string = WEB_OUT_DIR): Promise<WebBuild> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const common = {
    bundle: true,
    minify: true,
    target: 'es2022',
    outdir: outDir,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  } as const;
  const engine = await build({
    ...common,
    entryPoints: { engine: join(REPO_ROOT, 'web', 'engine', 'engineWorker.ts') },
    format: 'iife',
    entryNames: '[name]-[hash]',
    plugins: [noPolyfills],
  });
  const engineFile = onlyOutput(engine.metafile.outputs, '.js');
  const app = await build({
    ...common,
    entryPoints: { app: join(REPO_ROOT, 'web', 'main.tsx') },
    format: 'esm',
    entryNames: '[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { ENGINE_URL: JSON.stringify(`/${engineFile}`) },
    plugins: [noPolyfills],
  });
  const appFile = onlyOutput(app.metafile.outputs, '.js');
  const css = await pageCss();
  const cssFile = `app-${(await import('node:crypto')).createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  await writeFile(join(outDir, cssFile), css);
  const html = indexHtml(appFile, cssFile);
  await writeFile(join(outDir, 'index.html'), html);
  await writeFile(join(outDir, 'icon.svg'), await readFile(join(REPO_ROOT, 'extension', 'public', 'icon', 'icon.svg')));
  const appBytes = await readFile(join(outDir, appFile));
  const engineBytes = await readFile(join(outDir, engineFile));
  const sizes = {
    shell: appBytes.length + Buffer.byteLength(css) + Buffer.byteLength(html),
    shellGzip: gz(appBytes) + gz(css) + gz(html),
    engine: engineBytes.length,
    engineGzip: gz(engineBytes),
  };
  await writeFile(
    join(outDir, 'build.json'),
    `${JSON.stringify({ files: { index: 'index.html', app: appFile, css: cssFile, engine: engineFile }, sizes }, null, 2)}\n`,
  );
  return { dir: outDir, files: { index: 'index.html', app: appFile, css: cssFile, engine: engineFile }, sizes };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildWebPage();
  process.stdout.write(
    `Built the web page in ${dirname(join(built.dir, 'x'))}: shell ${kb(built.sizes.shellGzip)} gzipped ` +
      `(${kb(built.sizes.shell)}), engine ${kb(built.sizes.engineGzip)} gzipped ` +
      `(${kb(built.sizes.engine)}).\n`,
  );
}
