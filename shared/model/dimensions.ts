// The composite dimensions, each read from the contributions of the concepts that belong to it (so a
// dimension never disagrees with the reasons), and annoy_risk from the phoenix layer's negative heads.
import type { CompositeDimensions } from '../schemas';
import type { Dimension } from '../concepts/concept';
import type { Contribution } from './contributions';
import type { PhoenixResult } from '../phoenix/phoenix';
import { NEUTRAL_NEGATIVE_SHARE } from '../phoenix/neutral';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Where a post with nothing to note lands on each dimension, and how strongly contributions move it. */
const DIMENSION_SCALE: Record<Dimension, { neutral: number; gain: number }> = {
  clarity: { neutral: 1.5, gain: 1 }, // a clean post reads as clear (≈ 0.82)
  hook_strength: { neutral: 0, gain: 1.5 }, // an ordinary first line is halfway (0.5)
  reply_trigger_score: { neutral: -1, gain: 5 }, // no question ≈ 0.27, a specific one ≈ 0.5, a generic closer ≈ 0.05
};

/** Blend of composite_score (0–100): quality of writing first, then the pull and the risk. */
export const COMPOSITE_WEIGHTS = { clarity: 0.3, hook_strength: 0.3, reply_trigger_score: 0.2, annoy_risk: 0.2 } as const;

/**
 * Annoy risk: the negative heads' share of the weighted sum, relative to a neutral post's share.
 * r = 1 (neutral) maps to 1/3; three times the neutral share to 0.6; ten times to about 0.83.
 */
function annoyRisk(p: PhoenixResult): number {
  const share = p.negative / Math.max(1e-12, p.positive + p.negative);
  const relative = share / NEUTRAL_NEGATIVE_SHARE;
  return relative / (relative + 2);
}

function dimension(sums: Record<Dimension, number>, d: Dimension): number {
  return round3(sigmoid(DIMENSION_SCALE[d].neutral + DIMENSION_SCALE[d].gain * sums[d]));
}

export function compositeDimensions(items: readonly Contribution[], p: PhoenixResult): CompositeDimensions {
  const sums: Record<Dimension, number> = { clarity: 0, hook_strength: 0, reply_trigger_score: 0 };
  for (const item of items) if (item.concept.dimension) sums[item.concept.dimension] += item.contribution;
  return {
    clarity: dimension(sums, 'clarity'),
    hook_strength: dimension(sums, 'hook_strength'),
    reply_trigger_score: dimension(sums, 'reply_trigger_score'),
    annoy_risk: round3(annoyRisk(p)),
  };
}

export function compositeScore(d: CompositeDimensions): number {
  const w = COMPOSITE_WEIGHTS;
  const s = w.clarity * d.clarity + w.hook_strength * d.hook_strength + w.reply_trigger_score * d.reply_trigger_score + w.annoy_risk * (1 - d.annoy_risk);
  return Math.round(s * 1000) / 10;
}
