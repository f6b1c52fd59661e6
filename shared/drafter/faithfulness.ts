// Whether a draft is still the writer's idea: the checks a drafter's output must pass before it is offered.
// A draft may reorder, tighten and frame the idea, but a number the idea never stated is an invented fact, a
// number the idea stated and the draft lost is a lost fact, and a draft that keeps few of the idea's longer
// words is someone else's post. Both drafters are held to these (the offline drafter by its tests, a language
// model's drafts by a flag on each variant), and `npm run eval` reports them.
import { FUNCTION_WORDS } from '../cues/functionWords';

/** A run of digits with its separators: "40", "1,500", "2.5", "9:30". */
const NUMBER = /\d+(?:[.,:]\d+)*/gu;
/** A separator followed by exactly three digits is a thousands separator ("1,500", German "1.500"). */
const THOUSANDS = /[.,](?=\d{3}(?!\d))/gu;

/** One spelling per number: thousands separators dropped and a decimal comma read as a point. */
function normalNumber(raw: string): string {
  return raw.replace(THOUSANDS, '').replace(/,/gu, '.');
}

/** The numbers a text states, each once, in a form that does not depend on how it was written. */
export function numbersIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(NUMBER), (m) => normalNumber(m[0])));
}

/** Numbers the draft states that the idea does not: each one an invented fact. */
export function inventedNumbers(idea: string, draft: string): string[] {
  const stated = numbersIn(idea);
  return [...numbersIn(draft)].filter((n) => !stated.has(n));
}

/** Numbers the idea states that the draft dropped. */
export function lostNumbers(idea: string, draft: string): string[] {
  const kept = numbersIn(draft);
  return [...numbersIn(idea)].filter((n) => !kept.has(n));
}

/** Lower-cased words of letters (and the apostrophes inside them), in order. */
function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(/\p{L}+(?:['’]\p{L}+)*/gu), (m) => m[0].replace(/’/gu, "'"));
}

/** Words long enough to carry content in the languages we draft in: five letters or more. */
const CONTENT_WORD_LETTERS = 5;

/** The share of the idea's content words (five letters or more, each counted once) that the draft keeps; 1 when the idea has none. */
export function keptWordShare(idea: string, draft: string): number {
  const wanted = new Set(wordsOf(idea).filter((w) => Array.from(w).length >= CONTENT_WORD_LETTERS));
  if (wanted.size === 0) return 1;
  const present = new Set(wordsOf(draft));
  let kept = 0;
  for (const w of wanted) if (present.has(w)) kept++;
  return kept / wanted.size;
}

const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(FUNCTION_WORDS.en);

/** English function words the draft adds that the idea does not use: in a draft of a non-English idea, stock English phrasing. */
export function addedEnglishFunctionWords(idea: string, draft: string): string[] {
  const used = new Set(wordsOf(idea));
  return [...new Set(wordsOf(draft).filter((w) => ENGLISH_FUNCTION_WORDS.has(w) && !used.has(w)))];
}
