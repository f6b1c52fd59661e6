// What every fix reads: the post, the result the engine gave it, and the whole text's measurements. A fix
// proposes a rewrite; suggestFixes scores it and keeps it only when it does not score lower.
import type { Blocker, BlockerCode, Fix, Platform, ScoreResult } from '../schemas';
import { postContext, type PostContext } from '../concepts/concept';

export interface FixContext {
  text: string;
  platform: Platform;
  persona: string | undefined;
  result: ScoreResult;
  /** The whole text measured as one post (a thread's parts included), so spans are offsets into `text`. */
  post: PostContext;
}

/** A fix before it is scored: its text and the edits that give it; `changed` and `mechanical` follow from them. */
export type Rewrite = Omit<Fix, 'pre_publish_score' | 'decision' | 'changed' | 'mechanical'>;

export type FixMaker = (c: FixContext) => Rewrite | undefined;

export function fixContext(text: string, platform: Platform, persona: string | undefined, result: ScoreResult): FixContext {
  return { text, platform, persona, result, post: postContext(text, platform, { persona }) };
}

export function blockersOf(c: FixContext, code: BlockerCode): Blocker[] {
  return c.result.blockers.filter((b) => b.code === code);
}

const LABEL_CHARS = 40;

/** “words”, clipped, as a button quotes them. */
export function quote(words: string): string {
  const chars = Array.from(words.replace(/\s+/gu, ' ').trim());
  return `“${chars.length <= LABEL_CHARS ? chars.join('') : `${chars.slice(0, LABEL_CHARS - 1).join('')}…`}”`;
}

/** “a”, “b” and “c”: at most three, then how many more. */
export function quoteAll(phrases: readonly string[]): string {
  const q = [...new Set(phrases)].map(quote);
  const shown = q.length > 3 ? [...q.slice(0, 2), `${q.length - 2} more`] : q;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
