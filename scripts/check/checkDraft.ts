// One draft through the engine. A draft the engine refuses (outside 10..4000 characters) becomes a per-draft
// error in the report, not a crash, so one bad draft in a batch does not hide the others.
import { z } from 'zod';
import { score, type AccountModel, type Platform, type ScoreInput, type ScoreResult } from '@preflight/engine';

export interface Draft {
  /** The file path as given, or "-" for standard input. */
  source: string;
  /** 0-based position among the drafts of its source. */
  index: number;
  /** The line of its source (from 1) where the draft starts: what a writer looks for in an editor. */
  line: number;
  text: string;
}

export interface DraftError {
  code: 'invalid_request';
  message: string;
}

export type CheckedDraft = Draft & ({ result: ScoreResult; error?: never } | { result?: never; error: DraftError });

export interface EngineOptions {
  persona?: string | undefined;
  platform: Platform;
  /** X Premium's 25,000-character limit on X. */
  xPremium?: boolean | undefined;
  /** Each draft is one post, never a thread. */
  onePost?: boolean | undefined;
  /** The writer's account (--history): forecasts and reasons in the account's own terms. */
  account?: AccountModel | undefined;
  /** Ask the engine for its fixes, each with its text and score (default true). */
  fixes?: boolean;
}

export function checkDraft(draft: Draft, options: EngineOptions): CheckedDraft {
  const request: ScoreInput = { text: draft.text, platform: options.platform, want_fixes: options.fixes ?? true };
  if (options.persona !== undefined) request.persona = options.persona;
  if (options.xPremium) request.x_premium = true;
  if (options.onePost) request.one_post = true;
  if (options.account) request.account = options.account;
  try {
    return { ...draft, result: score(request) };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const message = error.issues.map((issue) => issue.message).join('; ');
    return { ...draft, error: { code: 'invalid_request', message } };
  }
}
