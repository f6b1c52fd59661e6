// A command line run in-process the way a terminal shows it: what it writes to stdout and stderr, in the
// order it writes them, with no colour (as when piped).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { runCheck } from '../check/runCheck';

export interface Transcript {
  status: number;
  /** stdout and stderr, interleaved as written. */
  text: string;
  stdout: string;
  stderr: string;
}

/** `npm run check -- ARGS` from the repository root, with `input` on standard input. */
export async function checkTranscript(repoRoot: string, argv: readonly string[], input = ''): Promise<Transcript> {
  const all: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const sink = (own: string[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        all.push(chunk.toString());
        own.push(chunk.toString());
        done();
      },
    });
  const status = await runCheck({
    argv,
    env: {},
    stdin: Readable.from([Buffer.from(input)]),
    stdinIsTTY: false,
    stdout: sink(out),
    stderr: sink(err),
    // Paths in the README are relative to the repository root, as a reader runs them.
    readFile: (path) => readFile(join(repoRoot, path)),
  });
  return { status, text: all.join(''), stdout: out.join(''), stderr: err.join('') };
}
