// The text predictors whose effects are fitted on real outcomes (npm run fit). Each is a plain,
// account-agnostic measurement of a post, bounded so one extreme post cannot dominate a fit.
import type { TextFeatures } from '../features';

function share(count: number, of: number): number {
  return of === 0 ? 0 : count / of;
}

export const PREDICTORS = {
  has_link: (f: TextFeatures) => (f.urls.length > 0 ? 1 : 0),
  mentions: (f: TextFeatures) => Math.min(f.mentions.length, 4),
  hashtags: (f: TextFeatures) => Math.min(f.hashtags.length, 4),
  caps_ratio: (f: TextFeatures) => f.capsRatio,
  shout_words: (f: TextFeatures) => Math.min(f.shoutWords.length, 5),
  exclamations: (f: TextFeatures) => Math.min(f.exclamations, 3),
  question: (f: TextFeatures) => (f.question === 'none' ? 0 : 1),
  specific_question: (f: TextFeatures) => (f.question === 'specific' ? 1 : 0),
  numbers: (f: TextFeatures) => Math.min(f.numberCount, 3),
  first_person: (f: TextFeatures) => share(f.firstPerson, f.wordCount),
  second_person: (f: TextFeatures) => share(f.secondPerson, f.wordCount),
  positive_words: (f: TextFeatures) => Math.min(f.positiveWords, 5),
  negative_words: (f: TextFeatures) => Math.min(f.negativeWords, 5),
  words: (f: TextFeatures) => Math.min(f.wordCount / 40, 2),
  line_breaks: (f: TextFeatures) => Math.min(Math.max(f.lineCount - 1, 0), 5),
  emoji: (f: TextFeatures) => Math.min(f.emojiCount, 3),
  starts_with_mention: (f: TextFeatures) => (f.startsWithMention ? 1 : 0),
  call_to_action: (f: TextFeatures) => (f.callToAction ? 1 : 0),
  hook_words: (f: TextFeatures) => Math.min(f.hookWordCount / 20, 2),
} as const satisfies Record<string, (f: TextFeatures) => number>;

export type PredictorName = keyof typeof PREDICTORS;
export const PREDICTOR_NAMES = Object.keys(PREDICTORS) as PredictorName[];

export function predictorValues(f: TextFeatures): Record<PredictorName, number> {
  const out = {} as Record<PredictorName, number>;
  for (const name of PREDICTOR_NAMES) out[name] = PREDICTORS[name](f);
  return out;
}
