// npm run check -- [options] [FILE ...]: scores drafts offline. The work is in scripts/check/runCheck.ts.
import { readFile } from 'node:fs/promises';
import { runCheck } from './check/runCheck';
import { EXIT_CANNOT_CHECK } from './check/passOrFail';

// A reader that goes away early (`| head`) is not a failing draft: stop quietly with "could not check".
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT_CANNOT_CHECK);
  throw error;
});

try {
  process.exitCode = await runCheck({
    argv: process.argv.slice(2),
    env: process.env,
    stdin: process.stdin,
    stdinIsTTY: process.stdin.isTTY === true,
    stdout: process.stdout,
    stderr: process.stderr,
    readFile: (path) => readFile(path),
  });
} catch (error) {
  // A bug, not a verdict on the drafts: exit 2 so a pipeline does not read it as "a draft failed".
  console.error(`check: internal error: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = EXIT_CANNOT_CHECK;
}
