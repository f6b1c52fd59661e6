// The command line end to end: files, standard input, exit codes and output modes. runCheck runs
// in-process with its streams, environment and file reading passed in; one test runs the real
// `npm run check` in a child process to prove the wiring in package.json and scripts/check.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check/runCheck';
import { ScoreResult, score } from '../../shared/index';
import { collect } from './support/collect';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
const BAIT = 'RT if you agree! Like if you love it! Follow for follow';
// A warning-level blocker (shouting) makes a draft "revise": any blocker does, a blocking one rejects.
const SHOUTING = 'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK';

let dir: string;
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** `npm run check -- ARGS` with `input` piped in and only `env` in the environment. */
async function check(args: string[], input = '', env: Record<string, string> = {}): Promise<Run> {
  const stdout = collect();
  const stderr = collect();
  const status = await runCheck({
    argv: args,
    env,
    stdin: Readable.from([Buffer.from(input)]),
    stdinIsTTY: false,
    stdout: stdout.stream,
    stderr: stderr.stream,
    readFile: (path) => readFile(path),
  });
  return { status, stdout: stdout.text(), stderr: stderr.text() };
}

const jsonLines = (stdout: string) =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preflight-check-'));
});

describe('npm run check: exit status', () => {
  it('exits 0 for a clean post and prints its report and summary', async () => {
    const expected = score({ text: CLEAN });
    expect(expected.decision).toBe('publish');
    const run = await check([file('clean.md', `${CLEAN}\n`)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { headline } = expected.explanation;
    // Named by the line it starts on, counted from 1 as an editor counts.
    expect(run.stdout.split('\n')[0]).toBe(`${join(dir, 'clean.md')}:1  ${headline.label}  ${Math.round(expected.pre_publish_score)} %`);
    expect(run.stdout).toContain(`\n  score   ${headline.meaning}\n`);
    expect(run.stdout.endsWith('\n1 draft: 1 publish, 0 revise, 0 reject; all pass (--fail-on reject)\n')).toBe(true);
  });

  it('exits 1 for engagement bait, which the engine rejects', async () => {
    const run = await check([file('bait.md', BAIT)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`bait.md:1  Will be held back  `);
    // The problem by its name, in the panel's words, not the engine's code.
    expect(run.stdout).toContain('holds it back: engagement bait at "RT if"');
    expect(run.stdout).not.toMatch(/engagement_bait|\[block\]/u);
    expect(run.stdout.endsWith('\n1 draft: 0 publish, 0 revise, 1 reject; 1 failing (--fail-on reject)\n')).toBe(true);
    // Piped, so plain.
    expect(run.stdout).not.toContain('\x1b[');
  });

  it('lets a revise draft pass by default and fail with --fail-on revise', async () => {
    const result = score({ text: SHOUTING });
    expect(result.blockers.map((b) => b.severity)).toEqual(['warn']);
    expect(result.decision).toBe('revise');
    const path = file('shouting.md', SHOUTING);
    expect((await check([path])).status).toBe(0);
    const strict = await check(['--fail-on', 'revise', path]);
    expect(strict.status).toBe(1);
    expect(strict.stdout.endsWith('\n1 draft: 0 publish, 1 revise, 0 reject; 1 failing (--fail-on revise)\n')).toBe(true);
  });

  it('exits 1 when a draft is outside 10..4000 characters, and still reports the others', async () => {
    const run = await check([file('short.md', `${CLEAN}\n---\ntoo short\n`)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('short.md:3  INVALID  text must be 10 to 4000 characters (Unicode code points); got 9\n');
    expect(run.stdout.endsWith('\n2 drafts: 1 publish, 0 revise, 0 reject, 1 invalid; 1 failing (--fail-on reject)\n')).toBe(true);
  });

  it('exits 2 with one line on stderr for a path that cannot be read, before scoring anything', async () => {
    const missing = join(dir, 'missing.md');
    const run = await check([file('ok.md', CLEAN), missing]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check: cannot read ${missing}: no such file\n`);
    expect(run.stdout).toBe('');
  });

  it('exits 2 with one line on stderr, not a stack trace, for a history file that cannot be read', async () => {
    const missing = join(dir, 'missing.csv');
    const run = await check(['--history', missing, file('ok-history.md', CLEAN)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check: cannot read history file ${missing}: no such file\n`);
    expect(run.stdout).toBe('');
  });

  it('exits 2 for an unknown option', async () => {
    const run = await check(['--colour', file('ok2.md', CLEAN)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("check: unknown option '--colour' (see --help)\n");
    expect(run.stdout).toBe('');
  });

  it('exits 2 when the input holds no draft', async () => {
    const run = await check([], '\n---\n\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('check: no drafts in standard input: the input is empty\n');
  });

  it('prints the usage for --help and exits 0', async () => {
    const run = await check(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('Usage: npm run check -- [options] [FILE ...]\n')).toBe(true);
  });
});

describe('npm run check --json', () => {
  it('prints one line per draft with source, 0-based index, the line it starts on, text and the full score result', async () => {
    const path = file('batch.md', `${CLEAN}\r\n---\r\n\r\n${BAIT}\r\n---\r\n---\r\n${SHOUTING}\r\n`);
    const run = await check(['--json', '--platform', 'threads', '--persona', 'indie SaaS founders', path, '-'], `${BAIT}\n`);
    expect(run.status).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines.map((l) => [l.source, l.index, l.line, l.text])).toEqual([
      [path, 0, 1, CLEAN],
      [path, 1, 4, BAIT],
      [path, 2, 7, SHOUTING],
      ['-', 0, 1, BAIT],
    ]);
    for (const line of lines) {
      const result = ScoreResult.parse(line.result);
      expect(result).toEqual(score({ text: line.text as string, platform: 'threads', persona: 'indie SaaS founders', want_fixes: true }));
      expect(result.length.platform).toBe('threads');
    }
    expect(lines.map((l) => (l.result as ScoreResult).decision)).toEqual(['publish', 'reject', 'revise', 'reject']);
  });

  it('reads standard input when no file is given, with an error line for a draft the engine refuses', async () => {
    const run = await check(['--json'], `${CLEAN}\n---\n${SHOUTING}\n---\ntiny one\n`);
    expect(run.status).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines.slice(0, 2).map((l) => [l.source, l.index, (l.result as ScoreResult).decision])).toEqual([
      ['-', 0, 'publish'],
      ['-', 1, 'revise'],
    ]);
    expect(lines[2]).toEqual({
      source: '-',
      index: 2,
      line: 5,
      text: 'tiny one',
      error: { code: 'invalid_request', message: 'text must be 10 to 4000 characters (Unicode code points); got 8' },
    });
  });

  it('--x-premium holds an X draft to 25,000 characters, and --one-post reads a thread in one box as one post', async () => {
    const long = `${CLEAN} `.repeat(4).trim();
    const plain = jsonLines((await check(['--json'], long)).stdout)[0]!.result as ScoreResult;
    const premium = jsonLines((await check(['--json', '--x-premium'], long)).stdout)[0]!.result as ScoreResult;
    expect(plain.blockers.map((b) => b.code)).toContain('over_limit');
    expect(premium).toEqual(score({ text: long, x_premium: true, want_fixes: true }));
    expect(premium.length.limit).toBe(25_000);
    expect(premium.blockers.map((b) => b.code)).not.toContain('over_limit');
    const thread = `${CLEAN} ${CLEAN}\n\n${CLEAN} ${CLEAN}`;
    const asThread = jsonLines((await check(['--json'], thread)).stdout)[0]!.result as ScoreResult;
    const onePost = await check(['--json', '--one-post'], thread);
    expect(asThread.thread?.parts).toHaveLength(2);
    expect(onePost.status).toBe(1);
    expect(jsonLines(onePost.stdout)[0]!.result as ScoreResult).toMatchObject({ thread: null, decision: 'reject' });
  });

  it('works through npm run check as wired in package.json', async () => {
    const path = file('npm.md', BAIT);
    const run = spawnSync('npm', ['run', '--silent', 'check', '--', '--json', path], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(jsonLines(run.stdout).map((l) => [l.index, (l.result as ScoreResult).decision])).toEqual([[0, 'reject']]);
  });
});

describe('npm run check colour', () => {
  it('colours a piped report when FORCE_COLOR asks for it, even with NO_COLOR set', async () => {
    const run = await check([file('colour.md', BAIT)], undefined, { FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(run.stdout).toContain('\x1b[1m\x1b[31mWill be held back\x1b[39m\x1b[22m');
  });
});
