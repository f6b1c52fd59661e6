// The offline score of whatever the editor holds right now, or why there is none. Runs in the page
// (content script or popup) with the bundled engine: no request of any kind. With the account's stored
// model the engine scores with it (its own effects, forecast and view curve).
import { codePointLength, postLimit, scoreChecked, TEXT_MAX, TEXT_MIN, weightedLength } from '@preflight/engine';
import type { AccountModel, Platform, ScoreInput, ScoreResult, WeightedLength } from '@preflight/engine';

export type LiveScore =
  | { kind: 'empty' }
  | { kind: 'too_short'; length: WeightedLength }
  | { kind: 'too_long'; length: WeightedLength }
  | { kind: 'failed'; length: WeightedLength; message: string }
  | { kind: 'scored'; text: string; result: ScoreResult };

export interface LiveScoreRequest {
  text: string;
  platform: Platform;
  persona: string;
  account?: AccountModel | undefined;
  /**
   * The text is one composer box, which the site posts as one post whatever it says: never read as a thread,
   * and held to the platform's limit. The popup's pasted drafts leave it off (they may be a whole thread).
   */
  onePost?: boolean;
  /** The writer has X Premium: X's long posts (25,000 characters). */
  xPremium?: boolean;
}

/** The engine's inputs beyond the text: how the post will be posted. */
export function postingInputs({
  onePost,
  xPremium,
  platform,
}: Pick<LiveScoreRequest, 'onePost' | 'xPremium' | 'platform'>): Pick<ScoreInput, 'one_post' | 'x_premium'> {
  return {
    ...(onePost ? { one_post: true } : {}),
    ...(xPremium && platform === 'x' ? { x_premium: true } : {}),
  };
}

export function liveScore({ text, platform, persona, account, onePost, xPremium }: LiveScoreRequest): LiveScore {
  if (text.trim() === '') return { kind: 'empty' };
  // Before a score (too short or too long to score), the length against the limit the writer is held to;
  // a scored text's is the engine's own, so it is counted here only when there is no score.
  const length = () => weightedLength(text, platform, postLimit(platform, xPremium === true));
  const n = codePointLength(text);
  if (n < TEXT_MIN) return { kind: 'too_short', length: length() };
  if (n > TEXT_MAX) return { kind: 'too_long', length: length() };
  try {
    const request = { text, platform, persona: persona.trim() || undefined, ...postingInputs({ onePost, xPremium, platform }) };
    // Checked here (the length above; the platform and persona come from the extension's own settings), so
    // the engine skips the contract's zod check on every pause in typing.
    return { kind: 'scored', text, result: scoreChecked(account ? { ...request, account } : request) };
  } catch (error) {
    return { kind: 'failed', length: length(), message: error instanceof Error ? error.message : String(error) };
  }
}

/** The length to show whatever the state: the engine's own count once scored. */
export function lengthOf(live: LiveScore): WeightedLength | null {
  if (live.kind === 'empty') return null;
  return live.kind === 'scored' ? live.result.length : live.length;
}
