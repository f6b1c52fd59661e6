// The offline drafter's contract beyond faithfulness: counts and formats, determinism, the order of a mixed
// request, length limits for long and unspaced ideas, subject phrases that end on a noun, and the invariants
// that hold for any idea at all.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftOutcome, draftVariants } from '../../../shared/drafter/draftVariants';
import { ideaParts } from '../../../shared/drafter/ideaParts';
import { subjectOf } from '../../../shared/drafter/subjectPhrase';
import { changeAndResult } from '../../../shared/drafter/formats/buildInPublic';
import { pointFirst, thread } from '../../../shared/drafter/rewrites';
import { inventedNumbers } from '../../../shared/drafter/faithfulness';
import { FUNCTION_WORDS } from '../../../shared/cues/functionWords';
import { DETECTION_WORDS } from '../../../shared/cues/detectionWords';
import { DRAFT_LANGUAGES, PHRASEBOOK } from '../../../shared/drafter/phrasebook';
import { BRACKETED_PLACEHOLDER } from '../../../shared/post/placeholders';
import { weightedLength } from '../../../shared/post/length';
import { PostFormat, type Platform } from '../../../shared/schemas';
import { IDEAS } from './ideas';

const FORMATS = PostFormat.options;
const PLATFORMS: readonly Platform[] = ['x', 'bluesky', 'threads', 'mastodon', 'linkedin'];
const sameness = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const LONG_IDEA = (
  'We spent the last year rebuilding our analytics pipeline from scratch, and the biggest lesson was that most of the complexity ' +
  'came from decisions nobody remembered making; every table had an owner once, but none of them still worked here. '
)
  .repeat(9)
  .slice(0, 2000);
const CJK_IDEA = '新しいアプリのオンボーディングを改善する方法。最初の画面で価値を見せることが大切です。ユーザーは三十秒で判断します。';
const EMOJI_IDEA = '🚀🧵👩‍👩‍👧‍👦 shipping fast beats shipping perfect 🇯🇵🇯🇵 '.repeat(20);
const ALL_IDEAS = DRAFT_LANGUAGES.flatMap((l) => IDEAS[l]);

describe('draftVariants: count and formats', () => {
  it('returns between 1 and n drafts, each in the requested format', () => {
    for (const idea of ALL_IDEAS) {
      for (const post_format of FORMATS) {
        for (const n of [1, 3, 10]) {
          const drafts = draftVariants({ idea, n_variants: n, post_format });
          expect(drafts.length).toBeGreaterThanOrEqual(1);
          expect(drafts.length).toBeLessThanOrEqual(n);
          expect(drafts.every((d) => d.post_format === post_format)).toBe(true);
        }
      }
    }
  });

  it('defaults to 3 drafts', () => {
    expect(draftVariants({ idea: IDEAS.en[1] as string })).toHaveLength(3);
  });

  it('gives fewer drafts than asked rather than near-copies, and says why', () => {
    // Ten drafts of one idea would be the same words reordered: the idea gets the rewrites that differ.
    const rich = draftOutcome({ idea: IDEAS.en[3] as string, n_variants: 10 });
    expect(rich.drafts.length).toBeGreaterThanOrEqual(2);
    expect(rich.drafts.length).toBeLessThan(10);
    expect(rich.shortfall).toMatchObject({ asked: 10, own_words_only: false });
    expect(rich.shortfall?.near_copies).toBeGreaterThan(0);
    expect(rich.shortfall?.reason).toMatch(new RegExp(`^${rich.drafts.length} of the 10 variants asked for: .*near-cop`, 'u'));
    // A claim in a language the drafter has no words of its own for (Dutch here) gives no ground for questions
    // or labels: it gets the idea itself, and the answer says why.
    const thin = draftOutcome({ idea: 'snel opleveren is beter dan perfect opleveren', n_variants: 10 });
    expect(thin.drafts.map((d) => d.text)).toEqual(['Snel opleveren is beter dan perfect opleveren.']);
    expect(thin.shortfall?.own_words_only).toBe(true);
    // A bare English claim with none of the engine's function words is still read as English.
    expect(draftVariants({ idea: 'shipping fast beats shipping perfect', n_variants: 4 }).length).toBeGreaterThan(1);
    // As many as asked: no shortfall.
    expect(draftOutcome({ idea: IDEAS.en[3] as string, n_variants: 2 }).shortfall).toBeUndefined();
  });

  it('leads a mixed request with the idea itself, then the idea with a question, never its own words reordered', () => {
    // The first drafts are the most useful rewrites of the idea whatever their format, each labelled with what
    // it does and tagged with the format the idea's shape fits.
    const idea = 'We added dependency caching to the pipeline, and deploys went from 40 to 9 minutes.';
    const [plain, asked] = draftVariants({ idea, n_variants: 3 });
    expect(plain).toMatchObject({ text: idea, label: 'Your idea as you wrote it' });
    expect(asked?.text.startsWith(`${idea}\n\n`)).toBe(true);
    expect(asked?.text.trim().endsWith('?')).toBe(true);
    expect(asked?.label).toBe('Your idea as you wrote it, with a question for readers');
    // The number first is the same words in another order: a rewrite of its own, but no second draft beside the idea.
    const parts = ideaParts(idea);
    expect(pointFirst(parts)?.blocks.map((b) => b.text)).toEqual([
      'Deploys went from 40 to 9 minutes.',
      'We added dependency caching to the pipeline.',
    ]);
    expect(draftVariants({ idea, n_variants: 10 }).map((d) => d.text)).not.toContain(
      'Deploys went from 40 to 9 minutes. We added dependency caching to the pipeline.',
    );
    // An idea that opens with its question leads with its statement instead.
    const question = ideaParts('Why do our demos convert so well? We show the customer their own data in the first minute.');
    expect(pointFirst(question)?.blocks.map((b) => b.text)).toEqual([
      'We show the customer their own data in the first minute.',
      'Why do our demos convert so well?',
    ]);
  });

  it('writes a checklist as the idea’s own actions in bullets, never numbered', () => {
    for (const idea of ALL_IDEAS) {
      for (const d of draftVariants({ idea, n_variants: 10, post_format: 'tactical_checklist' })) {
        expect(d.text).not.toMatch(/^\s*\d+[.)]\s/mu);
      }
    }
    const [first] = draftVariants({
      idea: 'Our nightly builds were slow. We moved the test suite to four parallel runners and we cached the dependencies.',
      n_variants: 1,
      post_format: 'tactical_checklist',
    });
    expect(first?.text.split('\n').filter((l) => l.startsWith('• '))).toEqual([
      '• We moved the test suite to four parallel runners',
      '• We cached the dependencies',
    ]);
    // A cause is no step the writer took: "• They asked for five things at once" would list one.
    for (const d of draftVariants({ idea: IDEAS.en[3] as string, n_variants: 10, post_format: 'tactical_checklist' }))
      expect(d.text).not.toMatch(/• They asked/u);
  });

  it('writes a thread as the engine reads one: the thread mark on a head that stands alone, blank lines, no numbering', () => {
    const parts = thread(ideaParts(IDEAS.en[4] as string))?.blocks.map((b) => b.text) ?? [];
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts[0]).toMatch(/🧵$/u);
    expect(parts.join('\n\n')).not.toMatch(/\d+\s*\/\s*\d+/u);
    // LinkedIn has no threads: no draft is written as one there.
    expect(draftVariants({ idea: IDEAS.en[4] as string, n_variants: 10, platform: 'linkedin' }).some((d) => d.text.includes('🧵'))).toBe(
      false,
    );
  });

  it('rejects a request outside the contract (n_variants 0 or 11, an idea under 8 characters)', () => {
    expect(() => draftVariants({ idea: IDEAS.en[0] as string, n_variants: 0 })).toThrow();
    expect(() => draftVariants({ idea: IDEAS.en[0] as string, n_variants: 11 })).toThrow();
    expect(() => draftVariants({ idea: 'short' })).toThrow();
  });
});

describe('draftVariants: determinism', () => {
  it('gives the same drafts for the same request, and a request for fewer the first of a request for more', () => {
    for (const idea of ALL_IDEAS) {
      for (const post_format of [null, ...FORMATS]) {
        const ten = draftVariants({ idea, n_variants: 10, post_format });
        expect(draftVariants({ idea, n_variants: 10, post_format })).toEqual(ten);
        expect(draftVariants({ idea, n_variants: 3, post_format })).toEqual(ten.slice(0, 3));
      }
    }
  });
});

describe('draftVariants: length limits', () => {
  it.each([
    ['a 2000-character idea', LONG_IDEA],
    ['a CJK idea', CJK_IDEA.repeat(12)],
    ['an emoji and ZWJ idea', EMOJI_IDEA],
  ])('keeps every draft of %s within each platform weighted limit', (_, idea) => {
    for (const platform of PLATFORMS) {
      for (const post_format of [...FORMATS, null]) {
        for (const d of draftVariants({ idea, n_variants: 10, post_format, platform })) {
          const length = weightedLength(d.text, platform);
          expect(length.weighted).toBeLessThanOrEqual(length.limit);
        }
      }
    }
  });

  it('tightens a long idea to whole sentences before it cuts one', () => {
    const [plain] = draftVariants({ idea: LONG_IDEA, n_variants: 1 });
    expect(plain?.text).not.toContain('…');
    expect(plain?.text.endsWith('.')).toBe(true);
    expect(LONG_IDEA.startsWith(plain?.text as string)).toBe(true);
  });

  it('never splits a grapheme of a CJK or emoji idea', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const ideaGraphemes = new Set(Array.from(segmenter.segment(EMOJI_IDEA + CJK_IDEA), (s) => s.segment));
    for (const idea of [EMOJI_IDEA, CJK_IDEA.repeat(12)]) {
      for (const d of draftVariants({ idea, n_variants: 10 })) {
        for (const g of segmenter.segment(d.text)) {
          if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(g.segment) && g.segment !== '🧵')
            expect(ideaGraphemes.has(g.segment)).toBe(true);
        }
      }
    }
  });
});

describe('the idea’s parts', () => {
  it('finds a subject that is a whole noun phrase, never ending on a function word, in every language', () => {
    expect(ideaParts(IDEAS.es[0] as string).subject).toBe('tiempo de despliegue');
    expect(ideaParts(IDEAS.es[0] as string).method).toBe('caché de dependencias');
    expect(ideaParts(IDEAS.en[1] as string).method).toBe('dependency caching');
    for (const language of DRAFT_LANGUAGES) {
      const stop = new Set<string>([
        ...((FUNCTION_WORDS as Record<string, readonly string[]>)[language] ?? []),
        ...((DETECTION_WORDS as Record<string, readonly string[]>)[language] ?? []),
        ...PHRASEBOOK[language].linkers.split('|'),
      ]);
      for (const idea of IDEAS[language]) {
        for (const phrase of [ideaParts(idea).subject, ideaParts(idea).method]) {
          if (phrase === undefined) continue;
          const words = phrase.toLowerCase().split(/\s+/u);
          expect(stop.has(words[words.length - 1] as string), `${language}: "${phrase}" of "${idea}"`).toBe(false);
          expect(subjectOf([idea], language)?.split(/\s+/u).pop()).not.toMatch(/^(?:de|of|the|für|da|do|du|des)$/iu);
        }
      }
    }
  });

  it('ends a subject before its verb: a verb in -s in English, the verb after the subject in Spanish and French', () => {
    expect(
      ideaParts(
        'Our support team answers tickets in German and English, and since we added a shared glossary the reopen rate dropped by a third',
      ).subject,
    ).toBe('your support team');
    expect(
      ideaParts('La biblioteca municipal abrió un taller de reparación de bicicletas los sábados y ya vienen más de 30 vecinos').subject,
    ).toBe('biblioteca municipal');
    expect(
      ideaParts('La boulangerie du quartier vend maintenant son pain invendu à moitié prix après 19 h, et il ne reste presque rien')
        .subject,
    ).toBe('boulangerie du quartier');
    // A word in -s that is no verb stays in the phrase.
    expect(ideaParts('The status page loads in 2 seconds now').subject).not.toMatch(/^the status$/u);
  });

  it('labels a clause the change or the result only where the idea tells them apart', () => {
    const labelsOf = (idea: string) => {
      const parts = ideaParts(idea);
      const split = changeAndResult(parts);
      return split && { changes: [...split.changes].map((c) => c.text), results: [...split.results].map((c) => c.text) };
    };
    // The writer's own act is the change, what followed from it the result, whichever states the number.
    expect(
      labelsOf('Wir schreiben jetzt jede Entscheidung in ein kurzes Dokument, und die Meetings sind deutlich kürzer geworden'),
    ).toEqual({
      changes: ['Wir schreiben jetzt jede Entscheidung in ein kurzes Dokument'],
      results: ['die Meetings sind deutlich kürzer geworden'],
    });
    // A first-person word is not an act: "Our scheduler passed 10,000 installs" is what happened.
    expect(labelsOf('Our scheduler passed 10,000 installs. Thank you to the 87 people who contributed code.')).toBeNull();
    // A German cause keeps its "weil", and the writer acting in it makes it the change.
    expect(labelsOf('Die Deploys dauern jetzt 9 Minuten, weil wir die Abhängigkeiten zwischenspeichern')).toEqual({
      changes: ['weil wir die Abhängigkeiten zwischenspeichern'],
      results: ['Die Deploys dauern jetzt 9 Minuten'],
    });
    expect(labelsOf('Cambiamos el proceso de entrevistas: ahora cada candidato hace una prueba de 45 minutos')?.changes).toEqual([
      'Cambiamos el proceso de entrevistas',
    ]);
    // How it was done is the change.
    expect(labelsOf('Deploys now take 9 minutes because we cache the dependency layer')).toEqual({
      changes: ['we cache the dependency layer'],
      results: ['Deploys now take 9 minutes'],
    });
    // Nothing tells the bakery's new price from what came of it (the number is in the first clause): no labels.
    const bakery = 'La boulangerie du quartier vend maintenant son pain invendu à moitié prix après 19 h, et il ne reste presque rien';
    expect(labelsOf(bakery)).toBeNull();
    for (const d of draftVariants({ idea: bakery, n_variants: 8, post_format: 'build_in_public' }))
      expect(d.text).not.toMatch(/Changement|Résultat/u);
  });

  it('calls a clause the problem only where it says something went wrong', () => {
    const problemLine = (idea: string) =>
      draftVariants({ idea, n_variants: 8, post_format: 'problem_diagnosis' })
        .flatMap((d) => d.text.split('\n'))
        .find((l) => /^(?:Problem|Problema|Problème):/u.test(l));
    expect(
      problemLine(
        'Our support team answers tickets in German and English, and since we added a shared glossary the reopen rate dropped by a third',
      ) ?? '',
    ).not.toMatch(/Our support team/u);
    expect(problemLine('Our nightly builds were slow. We moved the test suite to four parallel runners.')).toBe(
      'Problem: Our nightly builds were slow',
    );
    expect(problemLine('Los despliegues fallaban cada viernes. Añadimos una prueba de humo antes de publicar.')).toMatch(
      /^Problema: Los despliegues fallaban/u,
    );
  });

  it('tightens filler and hedges but never a hedge that carries the claim', () => {
    expect(draftVariants({ idea: IDEAS.en[6] as string, n_variants: 1 })[0]?.text).toBe(
      'Code review is the most underrated tool for teaching junior developers on a team.',
    );
    const unsure = "I'm not sure this pricing page converts better than the old one.";
    expect(draftVariants({ idea: unsure, n_variants: 1 })[0]?.text).toBe(unsure);
  });

  it('has every slot of every phrasebook recognised by the editor as a placeholder', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const slot of Object.values(PHRASEBOOK[language].slots))
        expect(`x ${slot} x`.match(BRACKETED_PLACEHOLDER)?.[0], `${language} ${slot}`).toBe(slot);
    }
  });
});

describe('draftVariants: any idea', () => {
  it('never invents a number, stays within the limit, gives distinct drafts and the same drafts twice', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 8, maxLength: 300 }),
          fc.string({ unit: 'binary', minLength: 8, maxLength: 2000 }),
          fc.lorem({ maxCount: 40, mode: 'sentences' }),
          fc
            .array(fc.constantFrom(...ALL_IDEAS, '40', '9 minutes', 'because', 'but', 'y', 'und', '?', ',', '20%', '1.500'), {
              minLength: 2,
              maxLength: 8,
            })
            .map((a) => a.join(' ')),
        ),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(null, ...FORMATS),
        fc.constantFrom<Platform>(...PLATFORMS),
        (idea, n, post_format, platform) => {
          const chars = [...idea].length;
          fc.pre(chars >= 8 && chars <= 2000);
          const drafts = draftVariants({ idea, n_variants: n, post_format, platform });
          expect(drafts.length).toBeGreaterThanOrEqual(1);
          expect(drafts.length).toBeLessThanOrEqual(n);
          expect(new Set(drafts.map((d) => sameness(d.text))).size).toBe(drafts.length);
          for (const d of drafts) {
            expect(inventedNumbers(idea, d.text)).toEqual([]);
            expect(weightedLength(d.text, platform).weighted).toBeLessThanOrEqual(weightedLength(d.text, platform).limit);
          }
          expect(draftVariants({ idea, n_variants: n, post_format, platform })).toEqual(drafts);
        },
      ),
      { numRuns: 150, seed: 20260812 },
    );
  });
});

describe("draftVariants: the writer's tags and emoji stay theirs", () => {
  it('closes every draft with the hashtags the idea closed with, as written', () => {
    const idea = 'Shipped dark mode today after 214 upvotes on the roadmap board. #buildinpublic #IndieHackers';
    const drafts = draftVariants({ idea, n_variants: 5 });
    expect(drafts).toHaveLength(5);
    for (const d of drafts) expect(d.text.endsWith('#buildinpublic #IndieHackers'), d.text).toBe(true);
  });

  it('keeps an emoji that closes a sentence after its mark, never before an added one', () => {
    const idea = 'Our scheduler passed 10,000 installs. Thank you to the 87 people who contributed code. 🎉';
    const [plain] = draftVariants({ idea, n_variants: 1 });
    expect(plain?.text).toBe(idea);
    for (const d of draftVariants({ idea, n_variants: 5 })) expect(d.text, d.text).not.toMatch(/\p{Extended_Pictographic}\uFE0F?[.!?]/u);
  });
});
