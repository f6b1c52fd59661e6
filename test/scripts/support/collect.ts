// Collects what a command line writes to a stream, as a pipe would (not a terminal): the in-process CLI tests
// pass these as stdout and stderr.
import { Writable } from 'node:stream';

export function collect(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}
