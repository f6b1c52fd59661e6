// The composite dimensions, the editor's: each read from the contributions of the concepts that belong to it (so
// a dimension never disagrees with the reasons), and annoy_risk from the editor's reading of readers' reactions.
import type { CompositeDimensions } from '../schemas';
import type { Dimension } from '../concepts/concept';
import type { Contribution } from './contributions';
import { annoyRisk } from './annoyance';

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

function dimension(sums: Record<Dimension, number>, d: Dimension): number {
  return round3(sigmoid(DIMENSION_SCALE[d].neutral + DIMENSION_SCALE[d].gain * sums[d]));
}

export function compositeDimensions(items: readonly Contribution[]): CompositeDimensions {
  const sums: Record<Dimension, number> = { clarity: 0, hook_strength: 0, reply_trigger_score: 0 };
  for (const item of items) if (item.concept.dimension) sums[item.concept.dimension] += item.contribution;
  return {
    clarity: dimension(sums, 'clarity'),
    hook_strength: dimension(sums, 'hook_strength'),
    reply_trigger_score: dimension(sums, 'reply_trigger_score'),
    annoy_risk: round3(annoyRisk(items)),
  };
}

export function compositeScore(d: CompositeDimensions): number {
  const w = COMPOSITE_WEIGHTS;
  const s =
    w.clarity * d.clarity +
    w.hook_strength * d.hook_strength +
    w.reply_trigger_score * d.reply_trigger_score +
    w.annoy_risk * (1 - d.annoy_risk);
  return Math.round(s * 1000) / 10;
}
