// "Apply all": the mechanical fixes (the ones that only tidy what is there) made at once, scored as one text.
// Each fix's edits are taken in turn and kept when they touch no edit already kept, so two fixes never fight
// over the same words; the result is scored exactly as the draft was, so the button can show where it leads.
import { score, type Decision, type Fix } from '../../shared/index';
import { applyEdits, editsOf, isMechanical, type TextEdit } from '../panel/fixEdits';
import type { LiveScoreRequest } from './liveScore';

export interface FixesTogether {
  /** The whole post with every mechanical fix made. */
  text: string;
  /** What each fix taken does, in the fixes' order. */
  labels: string[];
  pre_publish_score: number;
  decision: Decision;
}

const touches = (a: TextEdit, b: TextEdit) => a.start <= b.end && b.start <= a.end;

/** The text every mechanical fix of `fixes` gives together, or null when fewer than two can be made at once. */
export function textTogether(original: string, fixes: readonly Fix[]): { text: string; labels: string[] } | null {
  const kept: TextEdit[] = [];
  const labels: string[] = [];
  for (const fix of fixes.filter(isMechanical)) {
    const edits = editsOf(fix, original);
    if (edits.length === 0 || edits.some((e) => kept.some((k) => touches(e, k)))) continue;
    kept.push(...edits);
    labels.push(fix.label);
  }
  if (labels.length < 2) return null;
  return { text: applyEdits(original, [...kept].sort((a, b) => a.start - b.start)), labels };
}

/** Apply all for the draft on screen: offered only for two or more mechanical fixes that do not lower the score. */
export function fixesTogether({ text, platform, persona, account }: LiveScoreRequest, fixes: readonly Fix[], scoreNow: number): FixesTogether | null {
  const together = textTogether(text, fixes);
  if (!together) return null;
  try {
    const request = { text: together.text, platform, persona: persona.trim() || undefined };
    const result = score(account ? { ...request, account } : request);
    if (result.pre_publish_score < scoreNow) return null;
    return { ...together, pre_publish_score: result.pre_publish_score, decision: result.decision };
  } catch {
    // A combined text the engine refuses (too short, too long) is simply not offered.
    return null;
  }
}
