import { defineConfig } from 'vitest/config';

// Three projects: the node-side unit and integration tests, the extension's unit tests
// (WXT's plugin and fake browser), and the end-to-end tests in real Chromium.
export default defineConfig({
  test: {
    // vitest's default is one worker per core minus one: a single worker on the 2-core CI machine. The unit
    // and extension files wait on child processes, sockets and timers as much as on the CPU, so two at a
    // time halve the run. (The e2e project keeps one browser at a time.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/shared/**/*.test.ts', 'test/backend/**/*.test.ts', 'test/scripts/**/*.test.ts', 'test/reliability/**/*.test.ts'],
          testTimeout: 30_000,
          // A file's setup starts servers and worker threads (an account's calibration among them): on a loaded
          // 2-core machine that outlasts vitest's 10 s default for hooks, which is a deadline, not a wait.
          hookTimeout: 60_000,
          // The log audit (issue 13): no secret or post text in any line a server writes during these tests.
          globalSetup: ['test/support/logAuditGlobal.ts'],
          setupFiles: ['test/support/logAuditSetup.ts', 'test/support/fastCheckSeed.ts'],
        },
      },
      // test/extension and test/e2e bring their own configs (WXT's plugin; real Chromium).
      'test/*/vitest.config.ts',
    ],
  },
});
