// What every fix reads: the post, the result the engine gave it, and the whole text's measurements. A fix
// proposes a rewrite; suggestFixes scores it and keeps it only when it does not score lower.
import { codePointLength, type Blocker, type BlockerCode, type Fix, type Platform, type ScoreResult } from '../schemas';
import { postContext, type PostContext } from '../post/postContext';

export interface FixContext {
  text: string;
  platform: Platform;
  persona: string | undefined;
  result: ScoreResult;
  /** The whole text measured as one post (a thread's parts included), so spans are offsets into `text`. */
  post: PostContext;
  /** The post limit the writer is held to (X Premium's on X when they have it). */
  limit: number;
}

/** A fix before it is scored: its text and the edits that give it; `changed` and `mechanical` follow from them. */
export type Rewrite = Omit<Fix, 'pre_publish_score' | 'decision' | 'changed' | 'mechanical'>;

export type FixMaker = (c: FixContext) => Rewrite | undefined;

/** `request.post`: the text as the score measured it, when it scored the text as one post (not measured again). */
export function fixContext(
  request: { text: string; platform: Platform; persona?: string | undefined; limit: number; post?: PostContext | undefined },
  result: ScoreResult,
): FixContext {
  const { text, platform, persona, limit } = request;
  return { text, platform, persona, result, limit, post: request.post ?? postContext(text, platform, { persona, limit }) };
}

export function blockersOf(c: FixContext, code: BlockerCode): Blocker[] {
  return c.result.blockers.filter((b) => b.code === code);
}

/** A label quotes its phrases whole or not at all: a quote cut off mid-way says less than a count. */
const QUOTE_MAX = 32;
const LABEL_MAX = 64;

/**
 * 'Remove the bait: "RT if you agree", "Follow me for more"' when every phrase is short and the whole label
 * stays short; otherwise the count ("Remove 3 bait requests"). The fix's edits carry the detail. The quotes
 * are the straight ones every other sentence of the engine quotes the writer's words with.
 */
export function quotedLabel(lead: string, phrases: readonly string[], counted: string): string {
  const quotes = [...new Set(phrases.map((p) => p.replace(/\s+/gu, ' ').trim()))];
  const label = `${lead}: ${quotes.map((q) => `"${q}"`).join(', ')}`;
  return quotes.every((q) => codePointLength(q) <= QUOTE_MAX) && codePointLength(label) <= LABEL_MAX ? label : counted;
}
