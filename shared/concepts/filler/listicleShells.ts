// Listicle shells found word by word: a count (in digits, or a number word of the post's language) followed by
// one of the nouns a listicle counts ("secrets", "claves", "Gründe"). Walking the words the features already
// split costs far less than a pattern tried at every position of the text.
import type { Span } from '../../schemas';
import type { PostContext } from '../../post/postContext';
import { LISTICLE_COUNTS, LISTICLE_NOUNS } from './fillerCues';

const setsOf = (table: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(table).map(([language, words]) => [language, new Set(words)]));
const COUNTS = setsOf(LISTICLE_COUNTS);
const NOUNS = setsOf(LISTICLE_NOUNS);
const ANY_COUNT = new Set(Object.values(LISTICLE_COUNTS).flat());
const ANY_NOUN = new Set(Object.values(LISTICLE_NOUNS).flat());
const NONE: ReadonlySet<string> = new Set();

/** A count in one to three ASCII digits ("5", "10", "101"): what /^\d{1,3}$/u accepts, read without a pattern. */
function isDigitCount(word: string): boolean {
  if (word.length === 0 || word.length > 3) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/**
 * The post's listicle shells, each a span from the count to its noun; read in the post's own language, or in any when it cannot be told.
 */
export function listicleShells(ctx: PostContext): Span[] {
  // Kept on the post's context: the filler concept and its specifics both ask.
  const known = ctx.found.get(listicleShells) as Span[] | undefined;
  if (known) return known;
  const { words, wordSpans, language } = ctx.f;
  const counts = language === 'und' ? ANY_COUNT : (COUNTS.get(language) ?? NONE);
  const nouns = language === 'und' ? ANY_NOUN : (NOUNS.get(language) ?? NONE);
  const shells: Span[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i] as string;
    if (!(isDigitCount(word) || counts.has(word)) || !nouns.has(words[i + 1] as string)) continue;
    shells.push({ start: (wordSpans[i] as Span).start, end: (wordSpans[i + 1] as Span).end });
  }
  ctx.found.set(listicleShells, shells);
  return shells;
}
