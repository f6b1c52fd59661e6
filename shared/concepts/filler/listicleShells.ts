// Listicle shells found word by word: a count (in digits, or a number word of the post's language) followed by
// one of the nouns a listicle counts ("secrets", "claves", "Gründe"). Walking the words the features already
// split costs far less than a pattern tried at every position of the text.
import type { Span } from '../../schemas';
import type { PostContext } from '../concept';
import { LISTICLE_COUNTS, LISTICLE_NOUNS } from './fillerCues';

const setsOf = (table: Readonly<Record<string, readonly string[]>>) => new Map(Object.entries(table).map(([language, words]) => [language, new Set(words)]));
const COUNTS = setsOf(LISTICLE_COUNTS);
const NOUNS = setsOf(LISTICLE_NOUNS);
const ANY_COUNT = new Set(Object.values(LISTICLE_COUNTS).flat());
const ANY_NOUN = new Set(Object.values(LISTICLE_NOUNS).flat());
const NONE: ReadonlySet<string> = new Set();
const DIGITS = /^\d{1,3}$/u;

const SHELLS = new WeakMap<PostContext, Span[]>();

/** The post's listicle shells, each a span from the count to its noun; read in the post's own language, or in any when it cannot be told. */
export function listicleShells(ctx: PostContext): Span[] {
  const known = SHELLS.get(ctx);
  if (known) return known;
  const { words, wordSpans, language } = ctx.f;
  const counts = language === 'und' ? ANY_COUNT : COUNTS.get(language) ?? NONE;
  const nouns = language === 'und' ? ANY_NOUN : NOUNS.get(language) ?? NONE;
  const shells: Span[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i] as string;
    if (!(DIGITS.test(word) || counts.has(word)) || !nouns.has(words[i + 1] as string)) continue;
    shells.push({ start: (wordSpans[i] as Span).start, end: (wordSpans[i + 1] as Span).end });
  }
  SHELLS.set(ctx, shells);
  return shells;
}
