// Tightening: the idea's filler and hedges taken out, nothing else changed. The hedges are the engine's own
// lexicon (shared/cues/hedgingCues.ts) minus the ones that carry a claim ("not sure", "might": taking them out
// would make the idea say more than the writer did), plus the phrasebook's filler; an opener that only
// announces the point (shared/cues/throatClearingCues.ts) goes when punctuation ends it ("So I was thinking, …").
import { HEDGING } from '../cues/hedgingCues';
import { THROAT_CLEARING } from '../cues/throatClearingCues';
import { PHRASEBOOK, type DraftLanguage } from './phrasebook';

/** Hedges whose removal would change what the idea claims: negations and modal verbs. */
const CARRIES_A_CLAIM =
  /not|n'|don|no\s|ni\s|non\s|nicht|weiß|ahnung|sais|sé|idea|veremos|vedremo|verra|sehen|might|could|extent|cases|knows|chiss/u;

const cache = new Map<DraftLanguage, { filler: RegExp; opener: RegExp | undefined }>();

function patternsFor(language: DraftLanguage): { filler: RegExp; opener: RegExp | undefined } {
  const known = cache.get(language);
  if (known) return known;
  const lexicon = HEDGING as Record<string, readonly string[] | undefined>;
  const hedges = (lexicon[language] ?? []).filter((h) => !CARRIES_A_CLAIM.test(h));
  const filler = [...PHRASEBOOK[language].filler.map((f) => f.replace(/\s+/gu, '\\s+')), ...hedges].sort((a, b) => b.length - a.length);
  const openers = (THROAT_CLEARING as Record<string, readonly string[] | undefined>)[language];
  const made = {
    // A filler word with the comma that may follow it ("Honestly, …"), never part of a longer word.
    filler: new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${filler.join('|')})(?![\\p{L}\\p{N}'’])(?:\\s*,)?`, 'giu'),
    opener: openers && openers.length > 0 ? new RegExp(`^\\s*(?:${openers.join('|')})[^.!?,:;—–]{0,40}[,:;—–…]+\\s*`, 'iu') : undefined,
  };
  cache.set(language, made);
  return made;
}

/** Spaces and punctuation left tidy after words were taken out. */
function tidy(text: string): string {
  return (
    text
      .replace(/\s{2,}/gu, ' ')
      // Only before a comma or a full stop: French sets a space before ":", ";", "!" and "?".
      .replace(/\s+([,.])/gu, '$1')
      .replace(/([,;:])\s*(?=[,.;:!?])/gu, '')
      .replace(/^[\s,;:—–-]+/u, '')
      .trim()
  );
}

/** One sentence of the idea without its filler; the sentence as it was when nothing of substance would be left. */
export function tightenSentence(sentence: string, language: DraftLanguage | undefined): string {
  if (!language) return sentence;
  const { filler, opener } = patternsFor(language);
  let out = opener ? sentence.replace(opener, '') : sentence;
  out = tidy(out.replace(filler, ' '));
  if (out.split(/\s+/u).length < 2) return sentence;
  // The sentence's first letter keeps the case the writer gave the sentence.
  const first = sentence.trimStart().charAt(0);
  return first === first.toUpperCase() ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}
