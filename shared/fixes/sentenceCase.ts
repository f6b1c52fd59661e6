// sentence_case: a shouted post in sentence case. Words in capitals are lowered, except acronyms (NASA, API,
// SQL) and "I"; a lowered word that opens a sentence gets its capital back. Links, handles and hashtags are
// never touched, and words the writer already wrote in lower or mixed case stay as written.
import { SHOUT_MIN_LETTERS, SHOUT_RATIO } from '../concepts/shoutingConcept';
import { replaceSpans, type Replacement } from './edits';
import { looksLikeAcronym } from './acronyms';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
/** Between two words: a sentence ended (its punctuation and a space) or a line did. */
const SENTENCE_BREAK = /[.!?…]["'”’)\]]*\s|\n/u;

function lowered(word: string): string {
  if (/^I(?:['’]|$)/u.test(word)) return `I${word.slice(1).toLowerCase()}`;
  const apostrophe = word.search(/['’]/u);
  const base = apostrophe < 0 ? word : word.slice(0, apostrophe);
  if (looksLikeAcronym(base)) return base + word.slice(base.length).toLowerCase();
  return word.toLowerCase();
}

function upperFirst(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0) as number);
  return first.toUpperCase() + word.slice(first.length);
}

export function sentenceCase(c: FixContext): Rewrite | undefined {
  if (blockersOf(c, 'shouting').length === 0) return undefined;
  const f = c.post.f;
  // Shouted throughout: every word in capitals is lowered. Shouted in places: only the shouted words
  // (three or more capitals), so "Plan B" and the writer's own names stay.
  const throughout = f.capsRatio > SHOUT_RATIO && f.letters >= SHOUT_MIN_LETTERS;
  const replacements: Replacement[] = [];
  let opensSentence = true;
  let last = 0;
  for (const m of f.prose.matchAll(WORD)) {
    if (SENTENCE_BREAK.test(f.prose.slice(last, m.index))) opensSentence = true;
    last = m.index + m[0].length;
    const word = m[0];
    const opens = opensSentence;
    opensSentence = false;
    const capitals = !/\p{Ll}/u.test(word) && /\p{Lu}/u.test(word);
    if (!capitals || (!throughout && (word.match(/\p{Lu}/gu)?.length ?? 0) < 3)) continue;
    let next = lowered(word);
    if (opens) next = upperFirst(next);
    if (next !== word) replacements.push({ start: m.index, end: last, text: next });
  }
  if (replacements.length === 0) return undefined;
  return { kind: 'sentence_case', concept: 'shouting', label: 'Write it in sentence case', ...replaceSpans(c.text, replacements) };
}
