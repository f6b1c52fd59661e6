// Where generate's drafts come from: the offline drafter in shared/ or a language model.
import type { Draft, Platform, PostFormat } from '../../shared/index';

export interface DraftRequest {
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

export interface Drafter {
  readonly kind: 'offline' | 'llm';
  readonly model?: string;
  /** Exactly req.n drafts, or a thrown ApiError (upstream_error for model failures). */
  draft(req: DraftRequest, signal: AbortSignal): Promise<Draft[]>;
  /**
   * A model drafter only: one rewrite per item, in order, from one model call, or a thrown error (no retry:
   * the drafts in hand are already usable, so a failed revision only means they are kept).
   */
  revise?(req: DraftRequest, items: RevisionItem[], signal: AbortSignal): Promise<string[]>;
}
