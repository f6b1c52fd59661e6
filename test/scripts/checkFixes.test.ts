// npm run check and the engine's fixes, in-process: a line per fix in the report, fixes in --json, and --fix
// printing each draft with its best fix applied.
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
    for (const [i, text] of [[1, BAIT], [2, SHOUTED]] as const) {
      const r = fixesOf(text);
      const lines = r.fixes!.map((f) => `  fix     ${f.label}: ${Math.round(r.pre_publish_score)} → ${Math.round(f.pre_publish_score)} (${after(f)})`);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(blocks[i]).toContain(`\n${line}\n`);
    }
    // The bait removed, the post is publishable but below a typical post: "Fine to post", never a bare "publish".
    const removed = fixesOf(BAIT).fixes![0]!;
    expect([removed.decision, removed.pre_publish_score < 49.5]).toEqual(['publish', true]);
    expect(blocks[1]).toContain(`  fix     Remove the bait: "RT if you agree": ${Math.round(fixesOf(BAIT).pre_publish_score)} → ${Math.round(removed.pre_publish_score)} (Fine to post)\n`);
  });

  it('--json carries the fixes in each result', async () => {
    const run = await check(['--json', '--platform', 'linkedin'], DRAFTS);
    const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { text: string; result: { fixes: unknown } });
    for (const line of lines) expect(line.result.fixes).toEqual(fixesOf(line.text, 'linkedin').fixes);
    expect(lines[0]!.result.fixes).toEqual([]);
  });
});

describe('check --fix', () => {
  it('prints each draft with its best fix applied, as a drafts file; says on stderr what it applied', async () => {
    const run = await check(['--fix'], DRAFTS);
    const bait = fixesOf(BAIT);
    const shouted = fixesOf(SHOUTED);
    expect(run.stdout).toBe(`${CLEAN}\n---\n${bait.fixes![0]!.text}\n---\n${shouted.fixes![0]!.text}\n`);
    expect(bait.fixes![0]!.text).toBe('We cut onboarding from 20 minutes to 4 by deleting the product tour.');
    expect(run.stderr.split('\n').slice(0, 2)).toEqual([
      `<stdin>:1  fix  Remove the bait: "RT if you agree": ${Math.round(bait.pre_publish_score)} → ${Math.round(bait.fixes![0]!.pre_publish_score)} (${after(bait.fixes![0]!)})`,
      `<stdin>:2  fix  ${shouted.fixes![0]!.label}: ${Math.round(shouted.pre_publish_score)} → ${Math.round(shouted.fixes![0]!.pre_publish_score)} (${after(shouted.fixes![0]!)})`,
    ]);
    expect(splitDrafts(run.stdout)).toEqual([CLEAN, bait.fixes![0]!.text, shouted.fixes![0]!.text]);
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
    const text = 'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide. #support #docs #saas #ux #onboarding #cx';
    const run = await check(['--fix', '--platform', 'linkedin'], text);
    expect(run.stdout).toBe(`${fixesOf(text, 'linkedin').fixes![0]!.text}\n`);
    expect(run.stdout).toBe('Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide. #support #docs #saas #ux #onboarding\n');
  });

  it('cannot be combined with --json (exit 2), and --help documents it', async () => {
    const run = await check(['--fix', '--json'], BAIT);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('check: --fix and --json cannot be combined: --json already lists every fix with its text (see --help)\n');
    expect(USAGE).toContain('--fix ');
  });
});
