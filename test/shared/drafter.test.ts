import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftVariants } from '../../shared/drafter/draftVariants';
import { analyseIdea } from '../../shared/drafter/analyseIdea';
import { score } from '../../shared/score';
import { weightedLength } from '../../shared/platform';
import { PostFormat, type Platform } from '../../shared/schemas';

const FORMATS = PostFormat.options;
const IDEAS = [
  'Most SaaS onboarding emails are too long. Cut them to three sentences and conversion goes up.',
  'How to price your first B2B SaaS product',
  'I spent 6 months building features nobody used because I skipped customer interviews',
  'Should early-stage startups hire a designer before a second engineer?',
  'Everyone says you need a big audience to launch, but a small list of 50 engaged users is enough',
  'Why cold outreach fails for developer tools',
];
const LONG_IDEA = (
  'We spent the last year rebuilding our analytics pipeline from scratch, and the biggest lesson was that most of the complexity ' +
  'came from decisions nobody remembered making; every table had an owner once, but none of them still worked here. '
).repeat(9).slice(0, 2000);
const CJK_IDEA = '新しいアプリのオンボーディングを改善する方法。最初の画面で価値を見せることが大切です。ユーザーは三十秒で判断します。';
const EMOJI_IDEA = '🚀🧵👩‍👩‍👧‍👦 shipping fast beats shipping perfect 🇯🇵🇯🇵 '.repeat(20);

describe('draftVariants: count, formats and distinctness', () => {
  it('returns n distinct drafts for every n from 1 to 10 and every format, each in that format', () => {
    for (const idea of IDEAS) {
      for (const post_format of FORMATS) {
        for (let n = 1; n <= 10; n++) {
          const drafts = draftVariants({ idea, n_variants: n, post_format });
          expect(drafts).toHaveLength(n);
          expect(new Set(drafts.map((d) => d.text)).size).toBe(n);
          expect(drafts.every((d) => d.post_format === post_format)).toBe(true);
        }
      }
    }
  });

  it('defaults to 3 drafts on X', () => {
    const drafts = draftVariants({ idea: IDEAS[0] as string });
    expect(drafts).toHaveLength(3);
  });

  it('mixes all four formats round-robin when no format is asked for and n >= 4', () => {
    for (const idea of IDEAS) {
      for (const post_format of [null, undefined]) {
        const drafts = draftVariants({ idea, n_variants: 8, post_format });
        expect(new Set(drafts.slice(0, 4).map((d) => d.post_format))).toEqual(new Set(FORMATS));
        // Round-robin: the fifth draft is in the first draft's format.
        expect(drafts[4]?.post_format).toBe(drafts[0]?.post_format);
      }
    }
  });

  it('writes the first drafts of a format with different structures, not one template n times', () => {
    const drafts = draftVariants({ idea: IDEAS[0] as string, n_variants: 4, post_format: 'contrarian' });
    const firstLines = drafts.map((d) => d.text.split('\n')[0]);
    expect(new Set(firstLines).size).toBe(4);
  });

  it('rejects a request outside the contract (n_variants 0 or 11, an idea under 8 characters)', () => {
    expect(() => draftVariants({ idea: IDEAS[0] as string, n_variants: 0 })).toThrow();
    expect(() => draftVariants({ idea: IDEAS[0] as string, n_variants: 11 })).toThrow();
    expect(() => draftVariants({ idea: 'short' })).toThrow();
  });
});

describe('draftVariants: determinism', () => {
  it('gives the same drafts for the same request', () => {
    for (const idea of IDEAS) {
      const req = { idea, n_variants: 6, persona: 'indie SaaS founders' };
      expect(draftVariants(req)).toEqual(draftVariants(req));
    }
  });

  it('gives a request for fewer drafts the first drafts of a request for more', () => {
    const five = draftVariants({ idea: IDEAS[2] as string, n_variants: 5 });
    expect(draftVariants({ idea: IDEAS[2] as string, n_variants: 3 })).toEqual(five.slice(0, 3));
  });

  it('changes the drafts when the persona changes', () => {
    const a = draftVariants({ idea: IDEAS[0] as string, n_variants: 4, persona: 'indie SaaS founders' });
    const b = draftVariants({ idea: IDEAS[0] as string, n_variants: 4, persona: 'enterprise marketing teams' });
    expect(a).not.toEqual(b);
  });
});

describe('draftVariants: length limits', () => {
  const platforms: Platform[] = ['x', 'bluesky', 'threads', 'mastodon', 'linkedin'];
  it.each([
    ['a 2000-character idea', LONG_IDEA],
    ['a CJK idea', CJK_IDEA.repeat(12)],
    ['an emoji and ZWJ idea', EMOJI_IDEA],
  ])('keeps every draft of %s within each platform weighted limit', (_, idea) => {
    for (const platform of platforms) {
      for (const post_format of [...FORMATS, null]) {
        for (const d of draftVariants({ idea, n_variants: post_format ? 4 : 10, post_format, platform })) {
          const length = weightedLength(d.text, platform);
          expect(length.weighted).toBeLessThanOrEqual(length.limit);
        }
      }
    }
  });

  it('shortens a long idea at a word boundary and marks the cut with an ellipsis', () => {
    for (const d of draftVariants({ idea: LONG_IDEA, n_variants: 10 })) {
      expect(d.text.length).toBeLessThan(LONG_IDEA.length);
      for (const cut of d.text.matchAll(/(\S+)…/gu)) {
        // The word before every ellipsis is a whole word of the idea, not the start of one.
        const word = (cut[1] as string).replace(/^[^\p{L}\p{N}]+/u, '');
        expect(LONG_IDEA).toMatch(new RegExp(`(^|\\s)${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}[\\s,;.]`, 'u'));
      }
    }
  });

  it('never splits a grapheme of a CJK or emoji idea when it has to cut one', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const ideaGraphemes = new Set(Array.from(segmenter.segment(EMOJI_IDEA + CJK_IDEA), (s) => s.segment));
    for (const idea of [EMOJI_IDEA, CJK_IDEA.repeat(12)]) {
      for (const d of draftVariants({ idea, n_variants: 10 })) {
        for (const g of segmenter.segment(d.text)) {
          if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(g.segment)) expect(ideaGraphemes.has(g.segment)).toBe(true);
        }
      }
    }
  });
});

describe('draftVariants: content', () => {
  it('finds what an idea is about', () => {
    expect(analyseIdea(IDEAS[0] as string).subject).toBe('SaaS onboarding emails');
    expect(analyseIdea(IDEAS[1] as string).subject).toBe('your first B2B SaaS product');
    expect(analyseIdea(IDEAS[2] as string).subject).toBe('customer interviews');
    expect(analyseIdea('We rewrote our landing page and signups doubled from 2% to 4%').subject).toBe('our landing page');
    expect(analyseIdea('Every founder should write a weekly update for their investors').subject).toBe('weekly updates');
  });

  it('reads intent, numbers and a problem / cause / fix split', () => {
    const howTo = analyseIdea(IDEAS[1] as string);
    expect(howTo.intent).toBe('how_to');
    expect(howTo.action).toBe('price your first B2B SaaS product');
    expect(howTo.numbers).toEqual([]);
    expect(analyseIdea('Why do most side projects never launch?')).toMatchObject({ intent: 'why', point: 'most side projects never launch' });
    expect(analyseIdea('We rewrote our landing page and signups doubled from 2% to 4%').numbers).toEqual(['2%', '4%']);
    expect(analyseIdea(IDEAS[2] as string)).toMatchObject({
      problem: 'I spent 6 months building features nobody used',
      cause: 'I skipped customer interviews',
    });
    expect(analyseIdea(IDEAS[0] as string)).toMatchObject({
      problem: 'Most SaaS onboarding emails are too long',
      fix: 'Cut them to three sentences and conversion goes up',
    });
  });

  it("puts the head of the idea's subject in every draft, in every format", () => {
    for (const idea of IDEAS) {
      // "SaaS onboarding emails" → "email"; "big audiences" (from "a big audience") → "audience".
      const head = (analyseIdea(idea).subject.toLowerCase().split(' ').pop() as string).replace(/(?:es|s)$/u, '');
      for (const post_format of FORMATS) {
        for (const d of draftVariants({ idea, n_variants: 10, post_format })) expect(d.text.toLowerCase()).toContain(head);
      }
    }
  });

  it('keeps the CJK idea in the drafts', () => {
    for (const d of draftVariants({ idea: CJK_IDEA, n_variants: 8 })) expect(d.text).toContain('オンボーディング');
  });

  it('never writes engagement bait, hashtags, shouting or numbers the idea did not give, even from a baiting idea', () => {
    const ideas = [...IDEAS, 'LIKE IF YOU AGREE: remote work is better for deep work. RT if you want more #remote #work #focus #deepwork'];
    for (const idea of ideas) {
      const allowed = new Set([...analyseIdea(idea).numbers, '1', '2', '3', '4', '5']);
      for (const d of draftVariants({ idea, n_variants: 10, persona: 'indie SaaS founders' })) {
        expect(score({ text: d.text }).blockers.filter((b) => b.code === 'engagement_bait')).toEqual([]);
        expect(d.text).not.toMatch(/#\p{L}|follow (?:me )?for more|like if|rt if/iu);
        expect(d.text).not.toMatch(/\b\p{Lu}{4,}\b/u);
        for (const n of d.text.match(/\d[\d,.]*%?/gu) ?? []) expect(allowed.has(n.replace(/[.,]$/u, ''))).toBe(true);
      }
    }
  });

  it('scores its drafts without blockers on a clean idea', () => {
    for (const d of draftVariants({ idea: IDEAS[0] as string, n_variants: 10 })) {
      expect(score({ text: d.text }).blockers.filter((b) => b.severity === 'block')).toEqual([]);
    }
  });

  it('addresses the persona in some drafts', () => {
    const drafts = draftVariants({ idea: IDEAS[0] as string, n_variants: 10, persona: 'indie SaaS founders' });
    expect(drafts.some((d) => /indie SaaS founders|founders/iu.test(d.text))).toBe(true);
  });

  it('ends some drafts with a specific question about the subject and others with a takeaway', () => {
    const drafts = draftVariants({ idea: IDEAS[0] as string, n_variants: 10, post_format: 'problem_diagnosis' });
    const endsAsking = drafts.filter((d) => d.text.trim().endsWith('?'));
    expect(endsAsking.length).toBeGreaterThan(0);
    expect(endsAsking.length).toBeLessThan(10);
    for (const d of endsAsking) expect(d.text.split('\n').pop()).toMatch(/SaaS onboarding emails/u);
  });

  it('lays a checklist out as 3 to 5 steps, one per line', () => {
    for (const idea of IDEAS) {
      for (const d of draftVariants({ idea, n_variants: 6, post_format: 'tactical_checklist' })) {
        const steps = d.text.split('\n').filter((l) => /^(?:\d[.)]|[-•]) /u.test(l));
        expect(steps.length).toBeGreaterThanOrEqual(3);
        expect(steps.length).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('draftVariants: any idea', () => {
  it('returns n distinct drafts within the limit for any idea of 8 to 2000 characters, without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme', minLength: 8, maxLength: 300 }), fc.string({ unit: 'binary', minLength: 8, maxLength: 2000 }), fc.lorem({ maxCount: 40, mode: 'sentences' })),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(null, ...FORMATS),
        fc.constantFrom<Platform>('x', 'bluesky', 'mastodon'),
        (idea, n, post_format, platform) => {
          const chars = [...idea].length;
          fc.pre(chars >= 8 && chars <= 2000);
          const drafts = draftVariants({ idea, n_variants: n, post_format, platform });
          expect(new Set(drafts.map((d) => d.text)).size).toBe(n);
          for (const d of drafts) expect(weightedLength(d.text, platform).weighted).toBeLessThanOrEqual(weightedLength(d.text, platform).limit);
        },
      ),
      { numRuns: 80, seed: 20260812 },
    );
  });
});
