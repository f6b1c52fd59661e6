// Offensive terms, matched by the `obscenity` library's English dataset with its recommended transformers
// (leetspeak, confusables, repeated letters). Slurs block; other profanity warns, since a swear word is not
// against X's rules but costs reach with many readers.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { Blocker } from '../schemas';

// The dataset's terms (by their `originalWord`) that target a group of people.
const SLURS = new Set([
  'abo', 'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'negro', 'nigger',
  'retard', 'spastic', 'tranny',
]);

let matcher: RegExpMatcher | undefined;

export function offensiveLanguage(text: string): Blocker[] {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const found: Blocker[] = [];
  let lastEnd = -1;
  for (const match of matcher.getAllMatches(text, true)) {
    if (match.startIndex < lastEnd) continue;
    lastEnd = match.endIndex + 1;
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
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
