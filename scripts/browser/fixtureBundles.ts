// Bundles the fixture editors (real Draft.js, ProseMirror, Quill, a React textarea) for the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { FIXTURE_BUNDLE_DIR, FIXTURE_SOURCE_DIR } from './paths';

export const FIXTURE_EDITORS = {
  x: 'xComposer.ts',
  bluesky: 'blueskyComposer.ts',
  linkedin: 'linkedinComposer.ts',
  mastodon: 'mastodonComposer.ts',
} as const;
export type FixtureEditor = keyof typeof FIXTURE_EDITORS;

export async function bundleFixtureEditors(): Promise<void> {
  const entryPoints = Object.fromEntries(Object.entries(FIXTURE_EDITORS).map(([name, file]) => [name, join(FIXTURE_SOURCE_DIR, file)]));
  await build({
    entryPoints,
    outdir: FIXTURE_BUNDLE_DIR,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    // React and Draft.js pick their production builds from this, as on the real sites.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'error',
  });
}

export interface FixtureBundle {
  script: string;
  style: string;
}

export function readFixtureBundle(name: FixtureEditor): FixtureBundle {
  const read = (ext: string) => {
    try {
      return readFileSync(join(FIXTURE_BUNDLE_DIR, `${name}.${ext}`), 'utf8');
    } catch {
      return '';
    }
  };
  const script = read('js');
  if (!script) throw new Error(`e2e: fixture bundle ${name}.js missing in ${FIXTURE_BUNDLE_DIR}; the globalSetup builds it`);
  return { script, style: read('css') };
}
