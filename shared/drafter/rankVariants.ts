// Scores drafts and ranks them by pre_publish_score, highest first: rank 1 is the one to publish.
import {
  GenerateRequest,
  N_VARIANTS_DEFAULT,
  TEXT_MAX,
  TEXT_MIN,
  codePointLength,
  type Draft,
  type GenerateResult,
  type Platform,
} from '../schemas';
import { score } from '../score';
import { draftOutcome } from './draftVariants';
import type { AccountModel } from '../account/accountModel';

export interface RankOptions {
  persona?: string;
  want_panel?: boolean;
  platform?: Platform;
  /** Scores every variant for this account (its own forecast and effects). */
  account?: AccountModel;
}

/** Pads a draft too short to score (a language model may return one) so it is still scored rather than dropped. */
export function scorable(text: string): string {
  const trimmed = Array.from(text.trim()).slice(0, TEXT_MAX).join('');
  return codePointLength(trimmed) >= TEXT_MIN ? trimmed : trimmed.padEnd(TEXT_MIN, '.');
}

export function rankVariants(drafts: Draft[], options: RankOptions = {}): GenerateResult['ranked'] {
  const scored = drafts.map((d, i) => {
    const text = scorable(d.text);
    return {
      i,
      draft: text,
      post_format: d.post_format,
      label: d.label,
      sim: score({ text, persona: options.persona, want_panel: options.want_panel, platform: options.platform, account: options.account }),
      revision: d.revision,
    };
  });
  // Ties keep the drafter's order, so ranking is deterministic.
  scored.sort((a, b) => b.sim.pre_publish_score - a.sim.pre_publish_score || a.i - b.i);
  return scored.map((s, k) => ({
    rank: k + 1,
    draft: s.draft,
    post_format: s.post_format,
    ...(s.label ? { label: s.label } : {}),
    sim: s.sim,
    ...(s.revision ? { revision: s.revision } : {}),
  }));
}

export function generateOffline(request: GenerateRequest): GenerateResult {
  const req = GenerateRequest.parse(request);
  const { drafts, shortfall } = draftOutcome({
    idea: req.idea,
    n_variants: req.n_variants ?? N_VARIANTS_DEFAULT,
    post_format: req.post_format ?? null,
    persona: req.persona,
    platform: req.platform,
  });
  const ranked = rankVariants(drafts, { persona: req.persona, want_panel: req.want_panel, platform: req.platform });
  return { ok: true, n: ranked.length, ranked, drafter: { kind: 'offline' }, ...(shortfall ? { shortfall } : {}) };
}
