// Readability: sentences a reader can take in at a glance. Long sentences, one unbroken block of text,
// strings of one-word fragments and a long text with no capital letter all slow the reader down.
// Sentence-length guidance: the UK Government Digital Service (average 15–20 words, at most 25); a wall of
// text is the most common reason LinkedIn and Threads readers stop before "see more".
//
// Every script is measured by what it shows. Where words are not separated by spaces (Chinese, Japanese),
// words are estimated from characters (shared/post/features.ts) and sentences end at 。！？, so 25 words is about 50
// characters, the length Japanese and Chinese style guides also give for a sentence. Thai and Lao mark no
// sentence ends, so their sentence length cannot be measured and is not judged. Missing capitals are judged
// only in scripts that have them (shared/post/letterCase.ts). The limits are English's: a post in another language
// the editor reads is counted in the English words it would take (shared/cues/englishEquivalent.ts), since a
// Spanish sentence takes about 15 % more words than the same sentence in English and is no harder to read.
import { NONE, held, defineConcept } from './concept';
import type { PostContext } from '../post/postContext';
import { englishWords } from '../cues/englishEquivalent';
import { judgesCase } from '../post/letterCase';
import type { Span } from '../schemas';

const LONG_SENTENCE = 25;
const RUN_ON = 45;
const WALL_WORDS = 70;
const FRAGMENT_WORDS = 2;

/**
 * What is hard to read, and where: the longest sentence when sentences run long (the one to split first), the
 * fragments when they are the problem, otherwise the whole text (a wall, no capitals), so a mark in the editor
 * points at what to change rather than underlining the whole draft.
 */
function problems(ctx: PostContext): { amount: number; what: string[]; where: Span[] } {
  const f = ctx.f;
  const what: string[] = [];
  const where: Span[] = [];
  let amount = 0;
  // Unmarked sentences: as if one sentence of average length, so neither long sentences nor fragments.
  const sentences = f.unmarkedSentences ? [] : f.sentences;
  const words = (n: number) => englishWords(n, f.cueReading);
  const wordsPerSentence = f.unmarkedSentences ? 0 : words(f.wordCount) / f.sentenceCount;
  if (wordsPerSentence > LONG_SENTENCE) {
    amount += Math.min(1, (wordsPerSentence - LONG_SENTENCE) / 15);
    what.push('long sentences');
  }
  const longest = sentences.reduce<(typeof f.sentences)[number] | undefined>(
    (best, s) => (!best || s.words > best.words ? s : best),
    undefined,
  );
  if (longest && words(longest.words) >= RUN_ON) {
    amount += 0.5;
    if (!what.includes('long sentences')) what.push('a run-on sentence');
  }
  if (amount > 0 && longest) where.push(longest.span);
  if (words(f.wordCount) >= WALL_WORDS && f.lineCount === 1) {
    amount += 0.5;
    what.push('one unbroken block');
  }
  const fragments = sentences.filter((s) => s.words <= FRAGMENT_WORDS).length;
  if (sentences.length >= 3 && fragments / sentences.length >= 0.6) {
    amount += 1;
    what.push('fragments');
    if (where.length === 0) where.push(...sentences.filter((s) => s.words <= FRAGMENT_WORDS).map((s) => s.span));
  }
  if (f.wordCount >= 25 && judgesCase(f) && f.capsRatio === 0) {
    amount += 0.5;
    what.push('no capital letters');
  }
  if (where.length === 0) where.push({ start: 0, end: f.text.length });
  return { amount: Math.min(1.5, amount), what, where };
}

export const readabilityConcept = defineConcept({
  id: 'readability',
  label: 'Hard to read',
  blockers: { hard_to_read: 'hard to read' },
  measure: (ctx) => {
    const { amount, what, where } = problems(ctx);
    if (amount === 0) return NONE;
    const quote = what.join(', ');
    const m = { value: amount, spans: [], quote };
    if (amount < 0.8) return m;
    return held(
      m,
      {
        code: 'hard_to_read',
        message: `Hard to read at a glance: ${quote}.`,
        fix: 'Use short sentences of whole words, one idea each, with a line break between ideas.',
      },
      where,
    );
  },
  effect: {
    kind: 'rule',
    perUnit: -1.2,
    source: 'Sentence-length and layout guidance (GOV.UK style guide: at most 25 words a sentence); capped at 1.5 units.',
  },
  response: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Easy to read.',
    down: (m) => `Make it easier to read (${m.quote}): short sentences of whole words, one idea each, a line break between ideas.`,
  },
});
