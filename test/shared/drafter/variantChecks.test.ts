// What a writer gets from the offline drafter, over a corpus of ideas in each language the engine reads:
// every variant in the idea's language (as the engine itself reads it), no two variants in nearly the same
// words, `n` equal to the variants returned and a reason when they are fewer than asked, and a label that
// names what the variant does (a variant with a slot says it must be filled in and is never badged to post).
import { describe, expect, it } from 'vitest';
import { draftOutcome } from '../../../shared/drafter/draftVariants';
import { draftLanguageOf } from '../../../shared/drafter/ideaParts';
import { addedEnglishFunctionWords } from '../../../shared/drafter/faithfulness';
import { NEAR_COPY_OVERLAP, wordOverlap, wordSet } from '../../../shared/drafter/overlap';
import { DRAFT_LANGUAGES, PHRASEBOOK } from '../../../shared/drafter/phrasebook';
import { generateOffline } from '../../../shared/drafter/rankVariants';
import { VARIANT_CORPUS } from './variantCorpus';

const SLOT = /\[[^\]\n]*\p{L}[^\]\n]*\]/u;
const cases = DRAFT_LANGUAGES.flatMap((language) => VARIANT_CORPUS[language].map((idea) => ({ language, idea })));

describe.each(cases)('variants of a $language idea: $idea', ({ language, idea }) => {
  it.each([3, 5, 10])('n = %i: in the idea’s language, no near-copies, n as returned', (asked) => {
    const result = generateOffline({ idea, n_variants: asked, platform: 'x' });
    // The engine reads the idea as its language, or cannot tell (function words shared by two languages);
    // it never reads a non-English idea as English.
    const reading = draftLanguageOf(idea);
    expect(['und', language]).toContain(reading);
    for (const v of result.ranked) {
      expect(draftLanguageOf(v.draft), v.draft).toBe(reading);
      if (language !== 'en') expect(addedEnglishFunctionWords(idea, v.draft), v.draft).toEqual([]);
      // An idea whose language the engine cannot tell gets nothing but its own words.
      if (reading === 'und') for (const w of wordSet(v.draft)) expect(wordSet(idea).has(w), `${w} in ${v.draft}`).toBe(true);
    }
    const drafts = result.ranked.map((v) => v.draft);
    for (const [i, d] of drafts.entries()) {
      for (const e of drafts.slice(0, i)) expect(wordOverlap(wordSet(d), wordSet(e)), `${e}\n~\n${d}`).toBeLessThan(NEAR_COPY_OVERLAP);
    }
    expect(result.n).toBe(result.ranked.length);
    expect(result.n).toBeLessThanOrEqual(asked);
    if (result.n < asked) {
      expect(result.shortfall?.asked).toBe(asked);
      expect(result.shortfall?.reason).toMatch(new RegExp(`^${result.n} of the ${asked} variants asked for`, 'u'));
      expect(result.shortfall?.own_words_only).toBe(reading === 'und');
    } else expect(result.shortfall).toBeUndefined();
  });

  it('labels each variant by what it does, and never badges one with a slot as ready to post', () => {
    const { ranked } = generateOffline({ idea, n_variants: 10, platform: 'x' });
    for (const v of ranked) {
      const label = v.label ?? '';
      expect(label, v.draft).not.toBe('');
      expect(label.endsWith('fill in the brackets before posting'), `${label}: ${v.draft}`).toBe(SLOT.test(v.draft));
      if (SLOT.test(v.draft)) {
        expect(v.sim.decision).not.toBe('publish');
        expect(['Ready to post', 'Fine to post']).not.toContain(v.sim.explanation.headline.label);
      }
      // "as you wrote it" only for the writer's own text; "with a question" only when one closes it.
      if (label.startsWith('Your idea as you wrote it')) expect(v.draft.startsWith(idea.trim())).toBe(true);
      expect(label.includes('with a question for readers'), `${label}: ${v.draft}`).toBe(
        /\n\n[^\n]*[?？]$/u.test(v.draft.replace(/\n\n#\S+(?:\s+#\S+)*$/u, '')),
      );
    }
  });
});

describe('labels are claims about the writer’s words', () => {
  it('calls no claim a change or a fix', () => {
    for (const language of DRAFT_LANGUAGES) {
      const claim = VARIANT_CORPUS[language][8] as string;
      const { labels } = PHRASEBOOK[language];
      const claimed = new RegExp(`^(?:${labels.change}|${labels.fix})\\s?:\\s+[^[]`, 'mu');
      for (const post_format of [null, 'build_in_public', 'problem_diagnosis'] as const) {
        for (const d of draftOutcome({ idea: claim, n_variants: 10, post_format }).drafts) expect(d.text, d.text).not.toMatch(claimed);
      }
    }
  });

  it('asks no question about the view the writer argues against, nor around a broken phrase', () => {
    const { drafts } = draftOutcome({
      idea: 'Everyone says you need a big audience to launch, but our first 50 customers came from a small mailing list.',
      n_variants: 10,
    });
    expect(drafts.some((d) => /big audience[^\n]*\?$/u.test(d.text))).toBe(false);
    // A question that repeats the idea ("Remote work." then "How do you handle remote work?") asks nothing new,
    // and a lead-in label ("Hot take:") is not what the idea is about.
    expect(draftOutcome({ idea: 'Remote work.', n_variants: 5 }).drafts.some((d) => d.text.endsWith('?'))).toBe(false);
    const hot = draftOutcome({ idea: 'Hot take: remote work beats the office', n_variants: 5 }).drafts.map((d) => d.text);
    expect(hot.some((d) => /\?$/u.test(d))).toBe(true);
    for (const d of hot) expect(d).not.toMatch(/handle hot\?/u);
    // The Spanish idea with only function words Spanish shares with French is not drafted as English.
    const spanish = draftOutcome({ idea: VARIANT_CORPUS.es[0] as string, n_variants: 5 });
    for (const d of spanish.drafts) expect(d.text).not.toMatch(/What do your|How do you|Problem:|Change:/u);
  });
});
