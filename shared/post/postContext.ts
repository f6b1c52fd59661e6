// The post's context: what every layer reads of one post (its features, its length on its platform, whether it
// opens a thread), measured once here. Both voices read it: the editor's concepts and the forecast's terms.
import type { Platform, WeightedLength } from '../schemas';
import { extractFeatures, type TextFeatures } from './features';
import { measureLength, type MeasuredLength } from './length';
import { linksOf, type LinkEntity } from './xLinks';
import { headStandsAlone, opensThread } from './threadGate';

export interface PostContext {
  f: TextFeatures;
  length: WeightedLength;
  /** The UTF-16 index where the text stops fitting its limit (its length when it fits): where an over-limit verdict points. */
  fitsUntil: number;
  platform: Platform;
  /** False for the parts of a thread: each part's length is checked by the thread gate instead. */
  checkLength: boolean;
  persona: string | undefined;
  /** The post announces itself as the start of a thread ("1/", 🧵, "thread"; threadGate.ts). */
  opensThread: boolean;
  /**
   * Whether the post, read as a thread's head, makes a point on its own (threadGate.ts): measured for a post
   * that announces a thread and for a thread's head, the two places it is read; undefined for any other post.
   */
  standsAlone: boolean | undefined;
  /** What lexicon finders found in this post, by finder (post/cueFinder.ts), so a lexicon is searched once per post. */
  readonly found: Map<unknown, unknown>;
}

/** Measurements of the text a caller has made already, so the post's context does not make them again. */
export interface PostMeasurements {
  /** Its links (twitter-text's), which the features and X's count both read. */
  links?: readonly LinkEntity[];
  /** Its length and where the limit falls, against the same limit. */
  measured?: MeasuredLength;
  /** Whether it stands alone as a thread's head: the thread gate measures it for every thread's head. */
  standsAlone?: boolean;
}

/**
 * The context of one post: its features, its length on the platform, and what the concepts need besides, each
 * measured once here and read from here by every layer after it.
 */
export function postContext(
  text: string,
  platform: Platform,
  options: { checkLength?: boolean; persona?: string | undefined; limit?: number } & PostMeasurements = {},
): PostContext {
  const links = options.links ?? linksOf(text);
  const { length, fitsUntil } = options.measured ?? measureLength(text, platform, options.limit, links);
  const opens = opensThread(text);
  return {
    f: extractFeatures(text, links),
    length,
    fitsUntil,
    platform,
    checkLength: options.checkLength ?? true,
    persona: options.persona,
    opensThread: opens,
    standsAlone: options.standsAlone ?? (opens ? headStandsAlone(text) : undefined),
    found: new Map(),
  };
}
