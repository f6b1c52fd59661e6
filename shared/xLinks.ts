// The links twitter-text finds in a text, remembered for the last text asked about: a score reads them twice
// for the same text (X's weighted length in shared/platform.ts, the post's features in shared/features.ts),
// and the link pattern is the costliest one either runs. One answer is held, never more.
import twitterText from 'twitter-text';

export type LinkEntity = ReturnType<typeof twitterText.extractUrlsWithIndices>[number];

let last: { text: string; links: readonly LinkEntity[] } | undefined;

/** twitter-text's extractUrlsWithIndices(text), with its default options; the answer is shared, not copied. */
export function linksOf(text: string): readonly LinkEntity[] {
  if (last?.text !== text) last = { text, links: twitterText.extractUrlsWithIndices(text) };
  return last.links;
}
