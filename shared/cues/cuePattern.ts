// Cue lexicons are written as regular-expression fragments (one phrase each) and compiled once into one
// case-insensitive pattern per concept. Word edges are Unicode-aware: JavaScript's \b only knows ASCII
// letters, so "sígueme" or "Ahnung" would be cut in the wrong place with it. An apostrophe between letters is
// part of the word, as the engine's words count it (shared/post/words.ts): "won" is not a cue inside "won't". Two
// apostrophes stay edges: after a one-letter elision ("l'avenir", "d'enfants") and before a possessive 's
// ("children's"), where the cue is the word itself.
import type { Span } from '../schemas';
import { collapseWhitespace, matchSpans } from '../text/matches';
import { byFirstCharacter } from './byFirstCharacter';
import { entriesFor, type ByLanguage, type CueReading } from './cueLanguages';

const EDGE_BEFORE = "(?<![\\p{L}\\p{N}_])(?<![\\p{L}\\p{N}]{2}['’])";
const EDGE_AFTER = "(?![\\p{L}\\p{N}_]|['’](?!s(?![\\p{L}\\p{N}]))[\\p{L}\\p{N}])";

/**
 * Phrases grouped by the language they are written in. A post is read only by the phrases of its own language
 * (every language's when its language cannot be told, none in a language the editor does not read:
 * shared/cues/cueLanguages.ts), so a lexicon says which languages it is written for by its keys.
 */
export type Lexicon = ByLanguage<string>;

function compile(phrases: readonly string[]): RegExp {
  const flags = 'giu';
  return new RegExp(`${EDGE_BEFORE}(?:${byFirstCharacter(phrases, flags)})${EDGE_AFTER}`, flags);
}

/** Every language's phrases as one pattern: for text whose language is not read (an idea being tidied, a hashtag). */
export function cuePattern(lexicon: Lexicon): RegExp {
  return compile(entriesFor(lexicon, 'any'));
}

/** The phrases that read a post of this reading, as one pattern; undefined when the lexicon has none for it. */
export function cuePatternFor(lexicon: Lexicon, reading: CueReading): RegExp | undefined {
  const phrases = entriesFor(lexicon, reading);
  return phrases.length === 0 ? undefined : compile(phrases);
}

/** Every non-overlapping match of the pattern, as spans into the text. */
export function findCues(text: string, pattern: RegExp): Span[] {
  return matchSpans(text, pattern);
}

/** How many different phrasings were matched (case-insensitive), so repeating one cue is not counted twice. */
export function distinctCues(text: string, spans: readonly Span[]): number {
  // One cue is one phrasing: nothing to compare.
  if (spans.length === 1) return 1;
  return new Set(spans.map((s) => collapseWhitespace(text.slice(s.start, s.end).toLowerCase()))).size;
}
