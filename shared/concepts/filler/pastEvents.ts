// Something that happened: a verb in a past tense, read word by word from each language's morphology
// (English "-ed" and its common irregular pasts, the Spanish and Portuguese preterites, the French and Italian
// compound pasts after their auxiliary, German participles). A rough reading, so it counts for little on its
// own (specifics.ts); it walks the words the features already split, which costs far less than a pattern that
// tries every position of the text.
import type { Span } from '../../schemas';
import type { TextFeatures } from '../../post/features';
import { NOT_EVENTS } from './specificsCues';

const ENGLISH_IRREGULAR = new Set(
  (
    'made sold took gave got went ran built wrote found lost won broke bought brought came fell grew ' +
    'kept left met paid rode sent shot spent swam taught told threw woke drove flew ate drank sang began ' +
    'caught chose fought held led rang rose sat slept spoke stole wore dug fed hung lent did'
  ).split(' '),
);
const FRENCH_AUXILIARY = new Set("j'ai ai as a avons avez ont suis es est sommes êtes sont".split(' '));
const ITALIAN_AUXILIARY = new Set('ho hai ha abbiamo avete hanno sono sei è siamo siete'.split(' '));
const SPANISH_AUXILIARY = new Set('he has ha hemos habéis han'.split(' '));
const GERMAN_INSEPARABLE = new Set(
  (
    'bestanden verschoben verkauft verloren bezahlt erreicht entwickelt übernommen begonnen bekommen ' +
    'erlebt verbessert eröffnet ersetzt'
  ).split(' '),
);
/** Adverbs that may stand between an auxiliary and its participle ("a enfin", "ha già"). */
const BETWEEN = new Set('enfin déjà bien encore finalement aussi già appena finalmente anche ya'.split(' '));

type Reader = (word: string, before: string | undefined) => boolean;

const READERS: Readonly<Record<string, Reader>> = {
  en: (w) => ENGLISH_IRREGULAR.has(w) || (w.length >= 5 && w.endsWith('ed') && !w.endsWith('eed')),
  es: (w, before) =>
    (w.length >= 4 && /(?:ó|aron|ieron)$/u.test(w)) ||
    (w.length >= 5 && w.endsWith('é')) ||
    (before !== undefined && SPANISH_AUXILIARY.has(before) && /(?:ado|ido|to|cho)$/u.test(w)),
  pt: (w) => (w.length >= 5 && /(?:ou|eu|iu)$/u.test(w)) || (w.length >= 6 && /(?:ei|aram|eram|iram)$/u.test(w)),
  fr: (w, before) => before !== undefined && FRENCH_AUXILIARY.has(before) && w.length >= 3 && /(?:é|ée|és|ées|is|it|u|us|ert|te)$/u.test(w),
  it: (w, before) => before !== undefined && ITALIAN_AUXILIARY.has(before) && /(?:at[oaie]|ut[oaie]|it[oaie])$/u.test(w),
  de: (w) => GERMAN_INSEPARABLE.has(w) || (w.length >= 6 && w.startsWith('ge') && /(?:t|en)$/u.test(w)),
};
const ALL_READERS = Object.values(READERS);

/** The post's past-tense verbs: by its own language's reading, or by any when the language cannot be told. */
export function pastEvents(f: Pick<TextFeatures, 'words' | 'wordSpans' | 'language'>, skip: (span: Span) => boolean): Span[] {
  const own = READERS[f.language];
  const readers = own ? [own] : f.language === 'und' ? ALL_READERS : [];
  if (readers.length === 0) return [];
  const events: Span[] = [];
  let before: string | undefined;
  for (let i = 0; i < f.words.length; i++) {
    const word = f.words[i] as string;
    const span = f.wordSpans[i] as Span;
    if (!NOT_EVENTS.has(word) && !skip(span) && readers.some((read) => read(word, before))) events.push(span);
    if (!BETWEEN.has(word)) before = word;
  }
  return events;
}
