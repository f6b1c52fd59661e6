import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The end-to-end project: the built extension in Debian's Chromium. One browser at a time (the machine
// has 2 cores), after the unit projects (a later group), with timeouts that fit a cold Chromium.
// `root` is the repository so the paths below read the same from the root config and from this file.
export default defineProject({
  test: {
    root: repoRoot,
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts', 'test/support/logAuditGlobal.ts'],
    // The log audit: the online-mode backend's lines never hold a key or post text.
    setupFiles: ['test/support/logAuditSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
