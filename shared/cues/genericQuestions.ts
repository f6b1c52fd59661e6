// Closers that ask nothing in particular: they invite a reply without giving the reader anything to answer
// ("Thoughts?", "Agree?", "Let me know"). Written per language, like every word rule: "dime" is "tell me" in
// Spanish and ten cents in English, so each post is read by its own language's closers
// (shared/cues/cueLanguages.ts).
import { entriesFor, type ByLanguage, type CueReading } from './cueLanguages';

/**
 * A question that asks nothing in particular, matched at the question's end. A tag that only asks for assent
 * ("…, oder?", "…, ¿verdad?") counts after its comma or opening mark, so "¿Cuál es la verdad?" asks something.
 */
const GENERIC_QUESTIONS: ByLanguage<string> = {
  en: [
    'what do you think',
    'thoughts',
    'any thoughts',
    'agree',
    'who else',
    'am i (?:the only one|wrong|right)',
    'right',
    'yes or no',
    'sound familiar',
    "who'?s with me",
    'what about you',
    'anyone else',
  ],
  de: ['was meint ihr', 'was denkt ihr', 'meinungen', ",\\s*(?:oder|richtig|stimmt[’']?s)", 'wer noch', 'wie seht ihr das'],
  es: ['qué opinas', 'qué opinan', 'qué opináis', 'qué piensas', '¿(?:verdad|no)', 'estás de acuerdo', 'quién más'],
  fr: ['vous en pensez quoi', "qu['’]en pensez-vous", 'des avis', ',\\s*(?:non|pas vrai)', "vous [êe]tes d['’]accord", "qui d['’]autre"],
  pt: ['o que vocês acham', 'o que você acha', 'concorda', 'concordam', ',\\s*(?:né|não é)', 'quem mais', 'alguém mais'],
  it: ['che ne pensate', 'cosa ne pensate', 'che ne dite', "siete d['’]accordo", ',\\s*(?:giusto|vero|no)', 'chi altro'],
};

/** A closing line that asks for replies without asking anything ("Let me know", "Dime"). */
const GENERIC_CLOSERS: ByLanguage<string> = {
  en: ['let me know', 'tell me in the comments'],
  de: ['sag(?:t)? mir bescheid', 'schreibt es in die kommentare'],
  es: ['d[ií]me', 'decidme', 'cu[ée]ntame', 'd[ée]jalo en los comentarios'],
  fr: ['dites-moi', 'dis-moi', 'dites-le en commentaire'],
  pt: ['me conta', 'me contem', 'me diga', 'deixa nos comentários'],
  it: ['fatemi sapere', 'fammi sapere', 'dimmi', 'ditemi'],
};

function compiled(lists: ByLanguage<string>, pattern: (alternatives: string) => RegExp): (reading: CueReading) => RegExp | undefined {
  const cache = new Map<CueReading, RegExp | undefined>();
  return (reading) => {
    if (!cache.has(reading)) {
      const phrases = entriesFor(lists, reading);
      cache.set(reading, phrases.length === 0 ? undefined : pattern(phrases.join('|')));
    }
    return cache.get(reading);
  };
}

export const genericQuestion = compiled(GENERIC_QUESTIONS, (a) => new RegExp(`(?<![\\p{L}])(?:${a})\\s*\\?+\\s*$`, 'iu'));
export const genericCloser = compiled(GENERIC_CLOSERS, (a) => new RegExp(`(?<![\\p{L}])(?:${a})[\\s!.]*$`, 'iu'));
