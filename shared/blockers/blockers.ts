// The blockers layer: everything that should stop or hold a post, each with where it is and how to fix it.
import type { Blocker, Platform, WeightedLength } from '../schemas';
import type { TextFeatures } from '../features';
import { limitIndex } from '../platform';
import { engagementBait } from './engagementBait';
import { offensiveLanguage } from './offensiveLanguage';
import { bareLink, hashtagStuffing, mentionStuffing, repeatedCharacters, shouting } from './formatting';
import { overLimit } from './overLimit';

/** Blockers of one post's own text; `checkLength` is false for a thread, whose parts are measured one by one. */
export function detectBlockers(features: TextFeatures, length: WeightedLength, platform: Platform, checkLength = true): Blocker[] {
  const text = features.text;
  return [
    ...(checkLength ? overLimit(text, length, limitIndex(text, platform)) : []),
    ...engagementBait(text),
    ...offensiveLanguage(text),
    ...hashtagStuffing(features),
    ...mentionStuffing(features),
    ...bareLink(features),
    ...shouting(features),
    ...repeatedCharacters(text),
  ];
}
