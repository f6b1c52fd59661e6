// Which of the cue languages a post is written in, from its function words. Only used where a language's
// own rules change a measurement (German capitalises every noun, so capitals do not mark a name there) and
// to report the language; every cue lexicon applies to every post, so no post is judged by English rules
// because it is not in English. A library detector (franc and its trigram tables) would cost more per call
// than the whole engine budget on a 280-character post and is unreliable on a few words.
import { FUNCTION_WORDS, type CueLanguage } from './cues/functionWords';

export type Language = CueLanguage | 'und';

const LANGUAGES = Object.keys(FUNCTION_WORDS) as CueLanguage[];
const SETS = new Map(LANGUAGES.map((l) => [l, new Set<string>(FUNCTION_WORDS[l])]));

/** The language with the most function words among the post's words; 'und' with no evidence or a tie. */
export function detectLanguage(words: readonly string[]): Language {
  let best: Language = 'und';
  let bestHits = 0;
  let tie = false;
  for (const language of LANGUAGES) {
    const set = SETS.get(language) as Set<string>;
    let hits = 0;
    for (const w of words) if (set.has(w)) hits++;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
      tie = false;
    } else if (hits === bestHits && hits > 0) tie = true;
  }
  return tie ? 'und' : best;
}
