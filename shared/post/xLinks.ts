// The links twitter-text finds in a text: X's count (shared/platformFacts/limits.ts) and the post's features
// (shared/post/features.ts) both read them. The link pattern is the costliest either runs, so the engine finds a
// post's links once (shared/post/postContext.ts) and hands them to both.
import twitterText from 'twitter-text';

export type LinkEntity = ReturnType<typeof twitterText.extractUrlsWithIndices>[number];

/** twitter-text's extractUrlsWithIndices(text), with its default options. */
export function linksOf(text: string): readonly LinkEntity[] {
  return twitterText.extractUrlsWithIndices(text);
}
