// What every fix promises: its score is the score of its text, it never scores lower than the post, the list
// is deterministic, best first, one per kind, and it is computed only when asked for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateAccount, FixKind, score, suggestFixes, type Platform, type ScoreInput } from '../../../shared/index';
import { syntheticAccount } from '../account/syntheticAccount';

const PLATFORMS: Platform[] = ['x', 'bluesky', 'threads', 'linkedin', 'mastodon'];
const POINT = 'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide.';

/** Posts with something to fix, written for this test, one or more problems each. */
const FIXABLE: ScoreInput[] = [
  { text: `RT if you agree: ${POINT}` },
  { text: `${POINT} Agree? Comment YES below. #support #docs #saas #ux #onboarding #cx`, platform: 'linkedin' },
  { text: `${POINT.toUpperCase()} GO READ THE NEW GUIDE!!!!`, platform: 'threads' },
  { text: `Sooooo proud: ${POINT} #support #docs #ux #writing`, platform: 'bluesky', persona: 'support leads' },
  { text: `https://example.com/guide ${POINT}`, platform: 'mastodon' },
  { text: Array.from({ length: 6 }, (_, i) => `Week ${i + 1}: ${POINT}`).join(' ') },
  { text: `${POINT} Tag 3 people who still write guides nobody reads 👇 #docs #writing`, platform: 'threads' },
];
const CLEAN: ScoreInput[] = PLATFORMS.map((platform) => ({ text: `${POINT} What would you cut from yours?`, platform }));

describe('suggestFixes', () => {
  it('gives every fix the score and decision of its own text, scored like the post', () => {
    for (const input of FIXABLE) {
      const fixes = suggestFixes(input);
      expect(fixes.length).toBeGreaterThan(0);
      for (const fix of fixes) {
        const scored = score({ ...input, text: fix.text });
        expect([fix.pre_publish_score, fix.decision]).toEqual([scored.pre_publish_score, scored.decision]);
      }
    }
  });

  it('offers only fixes that score strictly higher than the post, and never one that changes nothing', () => {
    for (const input of FIXABLE) {
      const before = score(input).pre_publish_score;
      for (const fix of suggestFixes(input)) {
        expect(fix.pre_publish_score).toBeGreaterThan(before);
        expect(fix.text).not.toBe(input.text);
      }
    }
  });

  it('lists the best score first, at most one fix per kind, with spans inside the text', () => {
    for (const input of FIXABLE) {
      const fixes = suggestFixes(input);
      const scores = fixes.map((f) => f.pre_publish_score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(new Set(fixes.map((f) => f.kind)).size).toBe(fixes.length);
      for (const f of fixes) {
        expect(FixKind.options).toContain(f.kind);
        expect(0 <= f.changed.start && f.changed.start < f.changed.end && f.changed.end <= input.text.length).toBe(true);
      }
    }
  });

  it('offers nothing for a clean post on any platform', () => {
    for (const input of CLEAN) expect(suggestFixes(input)).toEqual([]);
  });

  it('is deterministic, and reuses a result it is given', () => {
    for (const input of FIXABLE) {
      const fixes = suggestFixes(input);
      expect(suggestFixes(input)).toEqual(fixes);
      expect(suggestFixes(input, score(input))).toEqual(fixes);
    }
  });

  it('scores the fixes with the account the post is scored with', () => {
    const account = calibrateAccount(syntheticAccount({ posts: 60 }));
    const input: ScoreInput = { text: `RT if you agree: ${POINT}`, account };
    const [fix] = suggestFixes(input);
    expect(fix?.kind).toBe('remove_bait');
    expect(fix?.pre_publish_score).toBe(score({ ...input, text: fix!.text }).pre_publish_score);
  });

  it('holds on any mix of problems: always higher, always the score of its text, always a valid post', () => {
    const piece = fc.constantFrom(
      POINT,
      'RT if you agree!',
      'Like this post and follow for follow.',
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
      'We fixed 3 bugs.',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 2, maxLength: 12 }), fc.constantFrom(...PLATFORMS), (pieces, platform) => {
        const text = pieces.join(' ');
        if (text.length < 10) return;
        const input = { text, platform };
        const before = score(input).pre_publish_score;
        for (const fix of suggestFixes(input)) {
          expect(fix.pre_publish_score).toBeGreaterThan(before);
          expect(score({ ...input, text: fix.text }).pre_publish_score).toBe(fix.pre_publish_score);
        }
      }),
      { numRuns: 80, seed: 20261123 },
    );
  });
});

describe('score({ want_fixes })', () => {
  it('returns the same fixes as suggestFixes, and names the layer', () => {
    for (const input of FIXABLE) {
      const r = score({ ...input, want_fixes: true });
      expect(r.fixes).toEqual(suggestFixes(input));
      expect(r.layers_used).toContain('fixes');
    }
  });

  it('without want_fixes computes no fixes and leaves the result as it was', () => {
    for (const input of [...FIXABLE, ...CLEAN]) {
      const plain = score(input);
      expect(plain.fixes).toBeUndefined();
      expect(plain.layers_used).not.toContain('fixes');
      const { fixes: _fixes, layers_used, ...withFixes } = score({ ...input, want_fixes: true });
      const { layers_used: plainLayers, ...rest } = plain;
      expect(withFixes).toEqual(rest);
      expect(layers_used.filter((l) => l !== 'fixes')).toEqual(plainLayers);
    }
  });

  it("a fixed text scored with want_fixes gets its own fixes, not the original's", () => {
    const fix = score({ text: `RT if you agree: ${POINT}`, want_fixes: true }).fixes![0]!;
    expect(score({ text: fix.text, want_fixes: true }).fixes).toEqual([]);
  });
});
