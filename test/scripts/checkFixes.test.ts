// npm run check and the engine's fixes, in-process: a line per fix in the report, fixes in --json, and --fix
// printing each draft with every fix applied in turn until none raises the score, and the change as a diff.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check/runCheck';
import { splitDrafts } from '../../scripts/check/splitDrafts';
import { USAGE } from '../../scripts/check/usage';
import { headlineTone, score, TONE_LABELS, type Fix, type Platform } from '../../shared/index';
import { collect } from './support/collect';

const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. What would you delete first?';
const BAIT = 'RT if you agree: we cut onboarding from 20 minutes to 4 by deleting the product tour.';
const SHOUTED = 'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK AT THE NEW API';
const DRAFTS = [CLEAN, BAIT, SHOUTED].join('\n---\n');

async function check(argv: string[], input: string) {
  const stdout = collect();
  const stderr = collect();
  const status = await runCheck({
    argv,
    env: {},
    stdin: Readable.from([Buffer.from(input)]),
    stdinIsTTY: false,
    stdout: stdout.stream,
    stderr: stderr.stream,
    readFile: () => Promise.reject(new Error('no files in this test')),
  });
  return { status, stdout: stdout.text(), stderr: stderr.text() };
}

const fixesOf = (text: string, platform: Platform = 'x') => score({ text, platform, want_fixes: true });
/** What a fix leads to, in the label the engine's rule gives its decision and score. */
const after = (f: Fix) => TONE_LABELS[headlineTone(f.decision, Math.round(f.pre_publish_score))];

describe('check report: fixes', () => {
  it('shows a line per fix with the score before and after, and none for a clean draft', async () => {
    const run = await check([], DRAFTS);
    const blocks = run.stdout.split('\n\n');
    expect(blocks[0]).not.toContain('  fix ');
    for (const [i, text] of [
      [1, BAIT],
      [2, SHOUTED],
    ] as const) {
      const r = fixesOf(text);
      const lines = r.fixes!.map(
        (f) => `  fix     ${f.label}: ${Math.round(r.pre_publish_score)} → ${Math.round(f.pre_publish_score)} (${after(f)})`,
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(blocks[i]).toContain(`\n${line}\n`);
    }
    // The bait removed, the post is publishable but below a typical post: "Fine to post", never a bare "publish".
    const removed = fixesOf(BAIT).fixes![0]!;
    expect([removed.decision, removed.pre_publish_score < 49.5]).toEqual(['publish', true]);
    expect(blocks[1]).toContain(
      `  fix     Remove the bait: "RT if you agree": ${Math.round(fixesOf(BAIT).pre_publish_score)} → ` +
        `${Math.round(removed.pre_publish_score)} (Fine to post)\n`,
    );
  });

  it('--json carries the fixes in each result', async () => {
    const run = await check(['--json', '--platform', 'linkedin'], DRAFTS);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { text: string; result: { fixes: unknown } });
    for (const line of lines) expect(line.result.fixes).toEqual(fixesOf(line.text, 'linkedin').fixes);
    expect(lines[0]!.result.fixes).toEqual([]);
  });
});

/** The engine's fixes applied in turn, the best first, until none raises the score: what --fix should print. */
function allFixed(text: string, platform: Platform = 'x'): { text: string; steps: { fix: Fix; before: number }[] } {
  const steps: { fix: Fix; before: number }[] = [];
  let current = fixesOf(text, platform);
  let now = text;
  for (let fix = current.fixes?.[0]; fix && fix.pre_publish_score > current.pre_publish_score; fix = current.fixes?.[0]) {
    steps.push({ fix, before: current.pre_publish_score });
    now = fix.text;
    current = fixesOf(now, platform);
  }
  return { text: now, steps };
}

describe('check --fix', () => {
  it(
    'prints each draft with every fix applied in turn, as a drafts file; says on stderr what it applied ' + 'and shows the change',
    async () => {
      const run = await check(['--fix'], DRAFTS);
      const bait = allFixed(BAIT);
      const shouted = allFixed(SHOUTED);
      expect(run.stdout).toBe(`${CLEAN}\n---\n${bait.text}\n---\n${shouted.text}\n`);
      expect(bait.text).toBe('We cut onboarding from 20 minutes to 4 by deleting the product tour.');
      const stepLines = (line: number, steps: typeof bait.steps) =>
        steps.map(
          (s) => `<stdin>:${line}  fix  ${s.fix.label}: ${Math.round(s.before)} → ${Math.round(s.fix.pre_publish_score)} (${after(s.fix)})`,
        );
      expect(run.stderr).toBe(
        [
          ...stepLines(3, bait.steps),
          `  - ${BAIT}`,
          `  + ${bait.text}`,
          ...stepLines(5, shouted.steps),
          `  - ${SHOUTED}`,
          `  + ${shouted.text}`,
          '3 drafts: 3 publish, 0 revise, 0 reject; all pass (--fail-on reject)',
          '',
        ].join('\n'),
      );
      expect(splitDrafts(run.stdout)).toEqual([CLEAN, bait.text, shouted.text]);
    },
  );

  it('leaves no fixable problem behind: a draft with bait and a wall of hashtags comes out with neither', async () => {
    const text =
      'RT if you agree: we cut onboarding from 20 minutes to 4 by deleting the product tour. #onboarding #saas #startup #growth #product';
    const run = await check(['--fix'], text);
    const fixed = run.stdout.trimEnd();
    // One fix alone (what --fix used to apply) leaves the draft failing.
    expect(fixesOf(fixesOf(text).fixes![0]!.text).fixes!.length).toBeGreaterThan(0);
    expect(fixesOf(fixed).fixes).toEqual([]);
    expect(fixesOf(fixed).blockers).toEqual([]);
    expect(fixed).toBe('We cut onboarding from 20 minutes to 4 by deleting the product tour. #onboarding #product');
    expect(run.stderr.split('\n').filter((l) => l.startsWith('<stdin>:1  fix  '))).toHaveLength(2);
    expect(run.status).toBe(0);
  });

  it('judges the fixed drafts: the exit status and the summary are theirs', async () => {
    const run = await check(['--fix', '--fail-on', 'reject'], BAIT);
    expect(score({ text: BAIT }).decision).toBe('reject');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('1 draft: 1 publish, 0 revise, 0 reject; all pass (--fail-on reject)');
    const unfixable = await check(['--fix'], 'RT if you agree! Like if you love it! Follow for follow');
    expect(unfixable.stdout).toBe('RT if you agree! Like if you love it! Follow for follow\n');
    expect(unfixable.status).toBe(1);
  });

  it('fixes for the platform given', async () => {
    const text =
      'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide. #support #docs #saas #ux #onboarding #cx';
    const run = await check(['--fix', '--platform', 'linkedin'], text);
    expect(run.stdout).toBe(`${fixesOf(text, 'linkedin').fixes![0]!.text}\n`);
    expect(run.stdout).toBe(
      'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide. #support #docs #saas #ux #onboarding\n',
    );
  });

  it('cannot be combined with --json (exit 2), and --help documents it', async () => {
    const run = await check(['--fix', '--json'], BAIT);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('check: --fix and --json cannot be combined: --json already lists every fix with its text (see --help)\n');
    expect(USAGE).toContain('--fix ');
  });
});
