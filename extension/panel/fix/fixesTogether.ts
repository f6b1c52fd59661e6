// "Apply all": the engine's mechanical fixes (the ones that need no judgement) made at once, in turn, each
// kept only when it raises the score (applyMechanicalFixes). Offered when the draft has two or more of them and
// more than one is kept, so the button is never one fix under another name.
import { applyMechanicalFixes, type Decision, type Fix } from '@preflight/engine';
import type { LiveScoreRequest } from '../../state/liveScore';

export interface FixesTogether {
  /** The whole post with every kept mechanical fix made. */
  text: string;
  /** What each fix taken does, in the order they were made. */
  labels: string[];
  pre_publish_score: number;
  decision: Decision;
}

export function fixesTogether({ text, platform, persona, account }: LiveScoreRequest, fixes: readonly Fix[]): FixesTogether | null {
  if (fixes.filter((f) => f.mechanical).length < 2) return null;
  try {
    // Scored exactly as the live score is: the persona and the account model only when the writer has them.
    const who = persona.trim();
    const request = { text, platform, ...(who ? { persona: who } : {}), ...(account ? { account } : {}) };
    const done = applyMechanicalFixes(request);
    if (done.applied.length < 2 || done.text === text) return null;
    const labels = done.applied.map((kind) => fixes.find((f) => f.kind === kind)?.label ?? kind);
    return { text: done.text, labels, pre_publish_score: done.result.pre_publish_score, decision: done.result.decision };
  } catch {
    // A text the engine cannot fix as a whole is simply not offered Apply all; each card's fix still is.
    return null;
  }
}
