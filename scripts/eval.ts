// npm run eval [-- --json]: the work is in scripts/eval/runEval.ts.
import { fileURLToPath } from 'node:url';
import { runEval } from './eval/runEval';

process.exitCode = await runEval({
  argv: process.argv.slice(2),
  env: process.env,
  repoRoot: fileURLToPath(new URL('..', import.meta.url)),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
