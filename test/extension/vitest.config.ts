import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The extension's unit tests: WXT's plugin (its fake browser stands in for `wxt/browser`), a
// happy-dom document for the adapters against saved site markup, the observer and the panel.
export default defineProject({
  root: repoRoot,
  plugins: [WxtVitest({ root: repoRoot })],
  test: {
    // Also here: vitest gives a project loaded from a file its folder as root unless test.root says otherwise.
    root: repoRoot,
    name: 'extension',
    environment: 'happy-dom',
    include: ['test/extension/**/*.test.ts', 'test/extension/**/*.test.tsx'],
    setupFiles: ['test/extension/setup/canvas.ts', 'test/extension/setup/trustedEvents.ts', 'test/extension/setup/indexedDb.ts'],
    testTimeout: 20_000,
  },
});
