// Every fix says exactly what it changes: its edits, applied to the original text, give its text; they are in
// order and do not overlap; `changed` covers them; and "Apply all" applies only the mechanical ones, each
// kept only when it raises the score.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  applyMechanicalFixes,
  MECHANICAL,
  score,
  suggestFixes,
  type Fix,
  type Platform,
  type ScoreInput,
} from '../../../shared/index';
import { ENGINE_CORPUS } from '../fixtures/engineCorpus';

const PLATFORMS: Platform[] = ['x', 'bluesky', 'threads', 'linkedin', 'mastodon'];

function expectEditsGiveText(input: ScoreInput, fix: Fix): void {
  expect(applyEdits(input.text, fix.edits), `${fix.kind} on ${JSON.stringify(input.text)}`).toBe(fix.text);
  let at = 0;
  for (const e of fix.edits) {
    expect(e.start).toBeGreaterThanOrEqual(at);
    expect(e.end).toBeGreaterThanOrEqual(e.start);
    expect(e.end).toBeLessThanOrEqual(input.text.length);
    expect(e.start < e.end || e.text !== '').toBe(true);
    at = e.end;
  }
  expect(fix.changed).toEqual({ start: fix.edits[0]!.start, end: fix.edits[fix.edits.length - 1]!.end });
  expect(fix.mechanical).toBe(MECHANICAL[fix.kind]);
}

describe('fix edits', () => {
  it("give the fix's text on every fix of the engine corpus, on every platform it is written for", () => {
    let fixes = 0;
    for (const draft of ENGINE_CORPUS) {
      for (const platform of draft.platforms) {
        const input = { text: draft.text, platform, persona: draft.persona };
        for (const fix of suggestFixes(input)) {
          expectEditsGiveText(input, fix);
          fixes++;
        }
      }
    }
    expect(fixes).toBeGreaterThan(20);
  });

  it("give the fix's text on any mix of problems", () => {
    const piece = fc.constantFrom(
      'We cut review time from 3 days to 4 hours.',
      'RT if you agree!',
      'Follow me for more 🔥🔥',
      'Agree? Comment YES below.',
      '♻️ Repost to help others.',
      '#docs',
      '#support',
      '#ux',
      '#followback',
      'WE SHIPPED IT TODAY',
      'Soooo good!!!!',
      '?!?!',
      'https://example.com/a',
      '\n\n',
      '\n• ',
      ' — ',
      'We fixed 3 bugs.',
      '@sam',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 2, maxLength: 12 }), fc.constantFrom(...PLATFORMS), (pieces, platform) => {
        const text = pieces.join(' ');
        if (text.trim().length < 10) return;
        const input = { text, platform };
        for (const fix of suggestFixes(input)) expectEditsGiveText(input, fix);
      }),
      { numRuns: 120, seed: 20261125 },
    );
  });
});

describe('applyMechanicalFixes', () => {
  it('applies the mechanical fixes in turn, each raising the score, and leaves the rest to the writer', () => {
    const input: ScoreInput = { text: 'WE SHIPPED THE NEW EXPORT TODAY!!!! IT IS SOOOO MUCH FASTER. RT if you agree', platform: 'threads' };
    const before = score(input).pre_publish_score;
    const out = applyMechanicalFixes(input);
    expect(out.applied.length).toBeGreaterThan(0);
    for (const kind of out.applied) expect(MECHANICAL[kind]).toBe(true);
    expect(out.result).toEqual(score({ ...input, text: out.text }));
    expect(out.result.pre_publish_score).toBeGreaterThan(before);
    // The bait is the writer's call: it is still there, and still offered as its own fix.
    expect(out.text).toContain('RT if you agree');
    expect(suggestFixes({ ...input, text: out.text }).map((f) => f.kind)).toContain('remove_bait');
  });

  it('changes nothing in a post with nothing mechanical to fix', () => {
    const input: ScoreInput = { text: 'We cut review time from 3 days to 4 hours by splitting every change under 200 lines.' };
    expect(applyMechanicalFixes(input)).toMatchObject({ text: input.text, applied: [] });
  });
});
