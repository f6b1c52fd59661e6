import { describe, expect, it } from 'vitest';
import { score, type ScoreResult } from '../../shared/index';
import type { CheckedDraft } from '../../scripts/check/checkDraft';
import { paint, wantsColour } from '../../scripts/check/colour';
import { formatMinutes } from '../../scripts/check/duration';
import { formatDraftReport, formatSummary } from '../../scripts/check/report';
import { emptyTally } from '../../scripts/check/verdict';

const BAIT = 'RT if you agree! Like if you love it! Follow for follow';
const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
const plain = paint(false);
const coloured = paint(true);

function scored(text: string, source = 'drafts/a.md', index = 0, platform: 'x' | 'bluesky' = 'x'): CheckedDraft & { result: ScoreResult } {
  return { source, index, text, result: score({ text, platform }) };
}

const lines = (report: string) => report.split('\n');
const views24h = (r: ScoreResult) => r.view_curve.points.find((p) => p.t_min === 1440);

describe('formatDraftReport, plain', () => {
  it('heads each draft with source:index, the decision and the pre-publish score', () => {
    const bait = scored(BAIT, 'drafts/a.md', 2);
    expect(bait.result.decision).toBe('reject');
    expect(lines(formatDraftReport(bait, plain))[0]).toBe(`drafts/a.md:2  REJECT  score ${bait.result.pre_publish_score}/100`);
  });

  it('labels standard input as <stdin>', () => {
    expect(lines(formatDraftReport(scored(CLEAN, '-', 0), plain))[0]).toMatch(/^<stdin>:0  [A-Z]+  score /);
  });

  it('lists the blockers once per kind, quoting every span, with each message and the fix once', () => {
    const bait = scored(BAIT);
    const report = formatDraftReport(bait, plain);
    const bait_ = bait.result.blockers.filter((b) => b.code === 'engagement_bait');
    expect(bait_.length).toBeGreaterThanOrEqual(2);
    const quoted = bait_.map((b) => `"${BAIT.slice(b.span?.start, b.span?.end)}"`).join(', ');
    expect(report).toContain(`\n  blockers\n    [block] engagement_bait at ${quoted}\n`);
    for (const b of bait_) expect(report).toContain(`\n      ${b.message}\n`);
    expect(report.split(`      fix: ${bait_[0]?.fix}\n`)).toHaveLength(2);
  });

  it('shows up to three reasons with + or -, leaving out the ones already shown as blockers', () => {
    const bait = scored(BAIT);
    const shown = new Set(bait.result.blockers.map((b) => b.concept));
    const expected = bait.result.reasons.filter((r) => !shown.has(r.concept)).slice(0, 3).map((r) => `    ${r.effect === 'up' ? '+' : '-'} ${r.text}`);
    const out = lines(formatDraftReport(bait, plain));
    const at = out.indexOf('  why');
    expect(at).toBe(2);
    expect(out.slice(at + 1, at + 1 + expected.length)).toEqual(expected);
    expect(out[at + 1 + expected.length]).toBe('  blockers');
  });

  it('shows the weighted length against the platform limit', () => {
    const clean = scored(CLEAN);
    expect(formatDraftReport(clean, plain)).toContain(`\n  length  ${clean.result.length.weighted} of 280 weighted characters on X\n`);
    const sky = scored(CLEAN, 'a.md', 0, 'bluesky');
    expect(formatDraftReport(sky, plain)).toContain(`\n  length  ${sky.result.length.weighted} of 300 graphemes on Bluesky\n`);
  });

  it('says by how much a post is over the limit', () => {
    const long = scored(`${'We rebuilt the pricing page and learned a lot. '.repeat(8)}Ask me anything.`);
    expect(long.result.thread).toBeNull();
    const over = long.result.length.weighted - 280;
    expect(over).toBeGreaterThan(0);
    expect(formatDraftReport(long, plain)).toContain(`\n  length  ${long.result.length.weighted} of 280 weighted characters on X, ${over} over\n`);
  });

  it('gives t_50 in hours and minutes and the 24-hour views of the generic cold-start baseline', () => {
    const clean = scored(CLEAN);
    const day = views24h(clean.result);
    const fmt = (n: number | undefined) => Math.round(n ?? NaN).toLocaleString('en-US');
    expect(formatDraftReport(clean, plain)).toContain(
      `\n  reach   half the views by ${formatMinutes(clean.result.view_curve.t_50_min)} (t_50); ${fmt(day?.mean)} views at 24 h, ` +
        `80 % band ${fmt(day?.lo80)}–${fmt(day?.hi80)} (generic baseline, cold start)\n`,
    );
  });

  it('summarises a thread: parts, how it was found, whether the head stands alone and each part decision', () => {
    const text = '1/ We shipped annual plans last week and revenue doubled.\n2/ The trick was a single honest comparison table.\n3/ Next we test monthly discounts.';
    const thread = scored(text);
    const t = thread.result.thread;
    expect(t?.parts).toHaveLength(3);
    expect(formatDraftReport(thread, plain)).toContain(
      `\n  thread  3 posts (found by numbering); head ${t?.head_stands_alone ? 'stands alone' : 'does not stand alone'}; parts: ${t?.parts.map((p) => p.decision).join(', ')}\n`,
    );
  });

  it('reports a draft the engine refused with its message and a preview', () => {
    const invalid: CheckedDraft = { source: 'a.md', index: 3, text: 'too short', error: { code: 'invalid_request', message: 'text must be 10 to 4000 characters (Unicode code points); got 9' } };
    expect(formatDraftReport(invalid, plain)).toBe('a.md:3  INVALID  text must be 10 to 4000 characters (Unicode code points); got 9\n  "too short"\n\n');
  });

  it('writes no escape codes', () => {
    expect(formatDraftReport(scored(BAIT), plain)).not.toContain('\x1b[');
  });
});

describe('formatDraftReport, coloured', () => {
  it('paints reject red, publish green, revise yellow (bold)', () => {
    expect(formatDraftReport(scored(BAIT), coloured)).toContain('\x1b[1m\x1b[31mREJECT\x1b[39m\x1b[22m');
    const clean = scored(CLEAN);
    const colourOf = { publish: 32, revise: 33, reject: 31 }[clean.result.decision];
    expect(formatDraftReport(clean, coloured)).toContain(`\x1b[1m\x1b[${colourOf}m${clean.result.decision.toUpperCase()}\x1b[39m\x1b[22m`);
    expect(coloured.decision('revise', 'REVISE')).toBe('\x1b[1m\x1b[33mREVISE\x1b[39m\x1b[22m');
  });

  it('carries the same text as the plain report once escapes are removed', () => {
    const bait = scored(BAIT);
    expect(formatDraftReport(bait, coloured).replace(/\x1b\[\d+m/g, '')).toBe(formatDraftReport(bait, plain));
  });
});

describe('formatSummary', () => {
  it('counts each decision and the failing drafts', () => {
    const tally = { ...emptyTally(), drafts: 3, publish: 1, revise: 1, reject: 1, failing: 1 };
    expect(formatSummary(tally, 'reject', plain)).toBe('3 drafts: 1 publish, 1 revise, 1 reject; 1 failing (--fail-on reject)\n');
  });

  it('mentions invalid drafts only when there are some, and says when all pass', () => {
    expect(formatSummary({ ...emptyTally(), drafts: 1, publish: 1 }, 'revise', plain)).toBe('1 draft: 1 publish, 0 revise, 0 reject; all pass (--fail-on revise)\n');
    expect(formatSummary({ ...emptyTally(), drafts: 2, publish: 1, invalid: 1, failing: 1 }, 'reject', plain)).toBe(
      '2 drafts: 1 publish, 0 revise, 0 reject, 1 invalid; 1 failing (--fail-on reject)\n',
    );
  });
});

describe('formatMinutes', () => {
  it('says minutes, hours and minutes, or days and hours', () => {
    expect([0.4, 45, 59.6, 83.2, 120, 1439, 1500, 2880].map(formatMinutes)).toEqual(['under 1 min', '45 min', '1 h', '1 h 23 min', '2 h', '23 h 59 min', '1 d 1 h', '2 d']);
  });
});

describe('wantsColour', () => {
  it('colours a terminal and not a pipe', () => {
    expect([wantsColour({}, true), wantsColour({}, false)]).toEqual([true, false]);
  });

  it('turns colour off for a non-empty NO_COLOR and for TERM=dumb', () => {
    expect([wantsColour({ NO_COLOR: '1' }, true), wantsColour({ NO_COLOR: '' }, true), wantsColour({ TERM: 'dumb' }, true)]).toEqual([false, true, false]);
  });

  it('lets FORCE_COLOR override both, with 0 or false meaning off', () => {
    expect([
      wantsColour({ FORCE_COLOR: '1' }, false),
      wantsColour({ FORCE_COLOR: '', NO_COLOR: '1' }, false),
      wantsColour({ FORCE_COLOR: '0' }, true),
      wantsColour({ FORCE_COLOR: 'false' }, true),
    ]).toEqual([true, true, false, false]);
  });
});
