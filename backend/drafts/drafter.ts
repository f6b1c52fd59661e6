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

export interface Drafter {
  readonly kind: 'offline' | 'llm';
  readonly model?: string;
  /** Exactly req.n drafts, or a thrown ApiError (upstream_error for model failures). */
  draft(req: DraftRequest, signal: AbortSignal): Promise<Draft[]>;
}
