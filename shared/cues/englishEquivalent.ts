// How long a post would be in English: the measures fitted or set on English (the forecast's length, the
// editor's sentence length) read a post in another language the editor reads as the English it would take to
// say as much, so the same content is not longer, or harder to read, for the language it is written in.
//
// Characters: the translation trade's published expansion rates for English source text longer than a line
// or two: French, Spanish and Italian +15 to +25 %, Portuguese +15 to +30 % (DTP Services, "How much does
// text expand in translation"); Spanish and French +20 to +25 %, German up to +35 % (Eriksen Translations,
// "Text expansion and contraction in translation"); French and Spanish +15 to +30 %, German "up to 35 % or
// more" (Kwintessential, "Translation text expansion"). We take the middle of each range (German's from +15
// to +35 %).
//
// Words: French and the other Romance languages take about 15 % more words than English for the same text
// (Morningside Translations, "Text expansion and contraction", 2010: 1,000 English words become about 1,150
// French ones; e2f gives +15 to +20 % for French). German joins nouns into compounds, so its word count is
// about English's or lower (Morningside counts 20 % fewer for documents): we count it as English's.
import { readingLanguages, type CueLanguage, type CueReading } from './cueLanguages';

type Other = Exclude<CueLanguage, 'en'>;

export const CHARACTERS_PER_ENGLISH_CHARACTER: Readonly<Record<Other, number>> = { es: 1.2, fr: 1.2, it: 1.2, pt: 1.22, de: 1.25 };
export const WORDS_PER_ENGLISH_WORD: Readonly<Record<Other, number>> = { es: 1.15, fr: 1.15, it: 1.15, pt: 1.15, de: 1 };

/**
 * The factor that reads a post as English: its language's, or the smallest of the languages it may be in
 * when English is not one of them ("es+pt": a short post that could be Spanish or Portuguese); none when it
 * may be English or is in no language the editor reads.
 */
function factor(table: Readonly<Record<Other, number>>, reading: CueReading): number {
  const languages = readingLanguages(reading);
  if (languages.length === 0 || languages.includes('en')) return 1;
  return Math.min(...languages.map((l) => table[l as Other]));
}

/** A count of characters of a post's prose as the English characters it would take. */
export function englishCharacters(characters: number, reading: CueReading): number {
  return characters / factor(CHARACTERS_PER_ENGLISH_CHARACTER, reading);
}

/** A count of a post's words as the English words it would take. */
export function englishWords(words: number, reading: CueReading): number {
  return words / factor(WORDS_PER_ENGLISH_WORD, reading);
}
