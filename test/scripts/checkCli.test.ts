// Real runs of the command line in a child process: files, standard input, exit codes and output modes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScoreResult, score } from '../../shared/index';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
const BAIT = 'RT if you agree! Like if you love it! Follow for follow';
// A warning-level blocker (shouting) makes a draft "revise" (DESIGN.md 2.4).
const SHOUTING = 'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK';

let dir: string;
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

function check(args: string[], input?: string, env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The test runner's own colour settings must not leak into the child.
  for (const name of ['FORCE_COLOR', 'NO_COLOR'] as const) if (!(name in env)) delete childEnv[name];
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', ...args], { cwd: repoRoot, env: childEnv, input: input ?? '', encoding: 'utf8' });
}

const jsonLines = (stdout: string) => stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preflight-check-'));
});

describe('npm run check: exit status', () => {
  it('exits 0 for a clean post and prints its report and summary', () => {
    const expected = score({ text: CLEAN });
    expect(expected.decision).toBe('publish');
    const run = check([file('clean.md', `${CLEAN}\n`)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(`${join(dir, 'clean.md')}:0  PUBLISH  score ${expected.pre_publish_score}/100`);
    expect(run.stdout.endsWith('\n1 draft: 1 publish, 0 revise, 0 reject; all pass (--fail-on reject)\n')).toBe(true);
  });

  it('exits 1 for engagement bait, which the engine rejects', () => {
    const run = check([file('bait.md', BAIT)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`bait.md:0  REJECT  score `);
    expect(run.stdout).toContain('[block] engagement_bait at "RT if"');
    expect(run.stdout.endsWith('\n1 draft: 0 publish, 0 revise, 1 reject; 1 failing (--fail-on reject)\n')).toBe(true);
    // Piped, so plain.
    expect(run.stdout).not.toContain('\x1b[');
  });

  it('lets a revise draft pass by default and fail with --fail-on revise', () => {
    const result = score({ text: SHOUTING });
    expect(result.blockers.map((b) => b.severity)).toEqual(['warn']);
    expect(result.decision).toBe('revise');
    const path = file('shouting.md', SHOUTING);
    expect(check([path]).status).toBe(0);
    const strict = check(['--fail-on', 'revise', path]);
    expect(strict.status).toBe(1);
    expect(strict.stdout.endsWith('\n1 draft: 0 publish, 1 revise, 0 reject; 1 failing (--fail-on revise)\n')).toBe(true);
  });

  it('exits 1 when a draft is outside 10..4000 characters, and still reports the others', () => {
    const run = check([file('short.md', `${CLEAN}\n---\ntoo short\n`)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('short.md:1  INVALID  text must be 10 to 4000 characters (Unicode code points); got 9\n');
    expect(run.stdout.endsWith('\n2 drafts: 1 publish, 0 revise, 0 reject, 1 invalid; 1 failing (--fail-on reject)\n')).toBe(true);
  });

  it('exits 2 with one line on stderr for a path that cannot be read, before scoring anything', () => {
    const missing = join(dir, 'missing.md');
    const run = check([file('ok.md', CLEAN), missing]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check: cannot read ${missing}: no such file\n`);
    expect(run.stdout).toBe('');
  });

  it('exits 2 with one line on stderr, not a stack trace, for a history file that cannot be read', () => {
    const missing = join(dir, 'missing.csv');
    const run = check(['--history', missing, file('ok-history.md', CLEAN)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`check: cannot read history file ${missing}: no such file\n`);
    expect(run.stdout).toBe('');
  });

  it('exits 2 for an unknown option', () => {
    const run = check(['--colour', file('ok2.md', CLEAN)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("check: unknown option '--colour' (see --help)\n");
    expect(run.stdout).toBe('');
  });

  it('exits 2 when the input holds no draft', () => {
    const run = check([], '\n---\n\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('check: no drafts in standard input: the input is empty\n');
  });

  it('prints the usage for --help and exits 0', () => {
    const run = check(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('Usage: npm run check -- [options] [FILE ...]\n')).toBe(true);
  });
});

describe('npm run check --json', () => {
  it('prints one line per draft with source, 0-based index, text and the full score result', () => {
    const path = file('batch.md', `${CLEAN}\r\n---\r\n\r\n${BAIT}\r\n---\r\n---\r\n${SHOUTING}\r\n`);
    const run = check(['--json', '--platform', 'threads', '--persona', 'indie SaaS founders', path, '-'], `${BAIT}\n`);
    expect(run.status).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines.map((l) => [l.source, l.index, l.text])).toEqual([
      [path, 0, CLEAN],
      [path, 1, BAIT],
      [path, 2, SHOUTING],
      ['-', 0, BAIT],
    ]);
    for (const line of lines) {
      const result = ScoreResult.parse(line.result);
      expect(result).toEqual(score({ text: line.text as string, platform: 'threads', persona: 'indie SaaS founders' }));
      expect(result.length.platform).toBe('threads');
    }
    expect(lines.map((l) => (l.result as ScoreResult).decision)).toEqual(['publish', 'reject', 'revise', 'reject']);
  });

  it('reads standard input when no file is given, with an error line for a draft the engine refuses', () => {
    const run = check(['--json'], `${CLEAN}\n---\n${SHOUTING}\n---\ntiny one\n`);
    expect(run.status).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines.slice(0, 2).map((l) => [l.source, l.index, (l.result as ScoreResult).decision])).toEqual([
      ['-', 0, 'publish'],
      ['-', 1, 'revise'],
    ]);
    expect(lines[2]).toEqual({
      source: '-',
      index: 2,
      text: 'tiny one',
      error: { code: 'invalid_request', message: 'text must be 10 to 4000 characters (Unicode code points); got 8' },
    });
  });

  it('works through npm run check as wired in package.json', () => {
    const path = file('npm.md', BAIT);
    const run = spawnSync('npm', ['run', '--silent', 'check', '--', '--json', path], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(jsonLines(run.stdout).map((l) => [l.index, (l.result as ScoreResult).decision])).toEqual([[0, 'reject']]);
  });
});

describe('npm run check colour', () => {
  it('colours a piped report when FORCE_COLOR asks for it, even with NO_COLOR set', () => {
    const run = check([file('colour.md', BAIT)], undefined, { FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(run.stdout).toContain('\x1b[1m\x1b[31mREJECT\x1b[39m\x1b[22m');
  });
});
