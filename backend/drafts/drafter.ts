// Where generate's drafts come from: the offline drafter in shared/ or a language model.
import type { Draft, Platform, PostFormat, VariantShortfall } from '@preflight/engine';

/**
 * What a drafter is asked for: the generate request resolved (how many drafts, one format or null for a mix,
 * the platform chosen), unlike the engine's DraftRequest, which is the request as a client writes it.
 */
export interface DrafterRequest {
  idea: string;
  n: number;
  /** null: a mix of formats. */
  post_format: PostFormat | null;
  persona?: string;
  platform: Platform;
}

/** A draft the editor sent back, with its notes: what to fix, in the editor's words. */
export interface RevisionItem {
  text: string;
  post_format: PostFormat;
  notes: string[];
}

/** A drafter's answer: its drafts, and why they are fewer than asked when they are. */
export interface DraftBatch {
  drafts: Draft[];
  shortfall?: VariantShortfall;
}

export interface Drafter {
  readonly kind: 'offline' | 'llm';
  readonly model?: string;
  /**
   * req.n drafts, or fewer with the reason (the offline drafter never pads with near-copies), or a thrown
   * ApiError (upstream_error for model failures).
   */
  draft(req: DrafterRequest, signal: AbortSignal): Promise<DraftBatch>;
  /**
   * A model drafter only: one rewrite per item, in order, from one model call, or a thrown error (no retry:
   * the drafts in hand are already usable, so a failed revision only means they are kept).
   */
  revise?(req: DrafterRequest, items: RevisionItem[], signal: AbortSignal): Promise<string[]>;
}
