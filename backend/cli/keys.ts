// `npm run keys -- <command>`: the work is in ./runKeys.ts.
import { runKeys } from './runKeys';

const code = await runKeys({ argv: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr });
// Exit at once: an idle keep-alive connection to the admin listener would otherwise hold the process.
// Written output is flushed first (a pipe's write is asynchronous).
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
