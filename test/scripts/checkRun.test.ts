// runCheck in-process, for what a child process cannot easily show: a terminal on standard input, and a slow reader.
import { readFile } from 'node:fs/promises';
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCheck, type CheckIo } from '../../scripts/check/runCheck';
import { USAGE } from '../../scripts/check/usage';

function collector() {
  const chunks: string[] = [];
  const stream = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      setImmediate(done); // a reader slower than the engine, so writes must wait for 'drain'
    },
  });
  return { stream, text: () => chunks.join('') };
}

function io(argv: string[], stdinText: string, stdinIsTTY = false) {
  const out = collector();
  const err = collector();
  const value: CheckIo = {
    argv,
    env: {},
    stdin: Readable.from([Buffer.from(stdinText)]),
    stdinIsTTY,
    stdout: out.stream,
    stderr: err.stream,
    readFile: (path) => readFile(path),
  };
  return { io: value, out, err };
}

describe('runCheck', () => {
  it('prints the usage on stderr and exits 2 when there is no file and standard input is a terminal', async () => {
    const run = io([], '', true);
    expect(await runCheck(run.io)).toBe(2);
    expect(run.err.text()).toBe(USAGE);
    expect(run.out.text()).toBe('');
  });

  it('reads - from standard input even when it is a terminal', async () => {
    const run = io(['--json', '-'], 'RT if you agree! Like if you love it! Follow for follow', true);
    expect(await runCheck(run.io)).toBe(1);
    expect(JSON.parse(run.out.text())).toMatchObject({ source: '-', index: 0, result: { decision: 'reject' } });
  });

  it('streams every draft of a large batch through a slow reader', async () => {
    const drafts = Array.from({ length: 60 }, (_, i) => `Draft number ${i}: we cut onboarding from 20 minutes to 4.`);
    const run = io(['--json'], drafts.join('\n---\n'));
    expect(await runCheck(run.io)).toBe(0);
    const lines = run.out
      .text()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { index: number; text: string });
    expect(lines.map((l) => l.index)).toEqual(drafts.map((_, i) => i));
    expect(lines.map((l) => l.text)).toEqual(drafts);
  });

  it('refuses input that is not UTF-8 with exit 2', async () => {
    const run = io([], '');
    run.io.stdin = new PassThrough().end(Buffer.from([0x57, 0x65, 0xff, 0xfe, 0x20, 0x63, 0x75, 0x74, 0x20, 0x69, 0x74]));
    expect(await runCheck(run.io)).toBe(2);
    expect(run.err.text()).toBe('check: cannot read standard input: not UTF-8 text\n');
  });
});
