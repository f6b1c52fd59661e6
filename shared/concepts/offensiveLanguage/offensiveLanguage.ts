// Offensive terms, matched by the `obscenity` library's English dataset with its recommended transformers
// (leetspeak, confusables, repeated letters). Slurs block; other profanity warns, since a swear word is not
// against X's rules but costs reach with many readers.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { BlockerOf } from '../concept';
import { mayBeOffensive } from './offensiveScreen';

// The dataset's terms (by their `originalWord`) that target a group of people.
const SLURS = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
]);

// Terms that name a subject rather than swear: a post about "rape kits", "sex education" or "incest survivors"
// is not profane, and the dataset's clinical words are how such topics are written about.
const DESCRIPTIVE = new Set([
  'anal',
  'anus',
  'bestiality',
  'ejaculate',
  'incest',
  'masturbate',
  'orgasm',
  'penis',
  'porn',
  'rape',
  'semen',
  'sex',
  'vagina',
]);

const LETTER = /[\p{L}\p{N}]/u;
/** Endings that keep a swear word a swear word ("fucking", "shits", "dicks"). */
const INFLECTION = /^(?:s|es|ed|er|ers|in|ing|y)(?![\p{L}\p{N}])/u;
/** Terms that stay profane inside a compound ("bullshit"); other terms do not ("Cummings", "trafficking"). */
const COMPOUNDING = new Set(['shit']);

/**
 * The match is the word itself, or an inflection of it: "Cummings", "trafficking" and "retardant" hold a term
 * but are not it; a capitalised term followed by a capitalised word is a name ("Dick Durbin").
 */
function isTheWord(text: string, start: number, endInclusive: number, word: string): boolean {
  if (LETTER.test(text[start - 1] ?? '') && !COMPOUNDING.has(word)) return false;
  const rest = text.slice(endInclusive + 1);
  if (LETTER.test(rest[0] ?? '') && !INFLECTION.test(rest)) return false;
  return !(/^\p{Lu}/u.test(text[start] ?? '') && /^\s+\p{Lu}\p{Ll}/u.test(rest));
}

let matcher: RegExpMatcher | undefined;

/** Offensive terms in `text`; pass the post's prose (URLs, handles and hashtags blanked) so links and names are not read as words. */
export function offensiveLanguage(text: string): BlockerOf<'offensive_language'>[] {
  if (!mayBeOffensive(text)) return [];
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const found: BlockerOf<'offensive_language'>[] = [];
  let lastEnd = -1;
  for (const match of matcher.getAllMatches(text, true)) {
    if (match.startIndex < lastEnd) continue;
    lastEnd = match.endIndex + 1;
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    if (DESCRIPTIVE.has(word) || !isTheWord(text, match.startIndex, match.endIndex, word)) continue;
    const slur = SLURS.has(word);
    found.push({
      code: 'offensive_language',
      severity: slur ? 'block' : 'warn',
      message: slur
        ? 'This term is a slur; posts with slurs are reported, limited or removed.'
        : 'Profanity here narrows who will share the post and can limit its reach.',
      fix: slur ? 'Remove the slur.' : 'Swap the word for a plain one unless it is the point of the post.',
      span: { start: match.startIndex, end: match.endIndex + 1 },
    });
  }
  return found;
}
