// The editor's reading of how readers would react: how much of their response would be negative (not
// interested, mute, block, report) against a neutral post. It is a judgement of the writing, not a forecast:
// each concept moves X's actions by its elasticity (shared/platformFacts/actionResponse.ts), and annoy_risk is
// the negative actions' share of the weighted sum relative to a neutral post's share.
import type { PhoenixActionName } from '../schemas';
import type { Contribution } from './contributions';
import { ACTIONS, ACTION_WEIGHTS } from '../platformFacts/weights';
import { BASE_RATES, LIKE_BASE_RATE } from '../platformFacts/baseRates';
import { ACTION_ELASTICITY, TOTAL_FACTOR_BOUND } from '../platformFacts/actionResponse';
import { NEUTRAL_NEGATIVE_SHARE } from '../platformFacts/neutral';

const ACTION_INDEX = new Map(ACTIONS.map((a, i) => [a, i]));
const RESPONSE_ACTION_INDEXES = Object.fromEntries(
  Object.entries(ACTION_ELASTICITY).map(([response, elasticities]) => [
    response,
    (Object.entries(elasticities) as [PhoenixActionName, number][]).map(([action, e]) => [ACTION_INDEX.get(action) as number, e] as const),
  ]),
) as Record<keyof typeof ACTION_ELASTICITY, (readonly [number, number])[]>;
const BASES = ACTIONS.map((a) => Math.min(1, LIKE_BASE_RATE * BASE_RATES[a].ratio));
const WEIGHTS = ACTIONS.map((a) => ACTION_WEIGHTS[a]);

/** Negative share of readers' weighted response relative to a neutral post's: 1 is neutral. */
export function relativeAnnoyance(items: readonly Contribution[]): number {
  // A plain array: a typed array's allocation costs more than this whole sum, on every post.
  const logs: number[] = ACTIONS.map(() => 0);
  for (const item of items) {
    for (const [index, elasticity] of RESPONSE_ACTION_INDEXES[item.concept.response])
      logs[index] = (logs[index] as number) + elasticity * item.contribution;
  }
  const bound = Math.log(TOTAL_FACTOR_BOUND);
  let positive = 0;
  let negative = 0;
  for (let a = 0; a < ACTIONS.length; a++) {
    const p = Math.min(1, (BASES[a] as number) * Math.exp(Math.min(bound, Math.max(-bound, logs[a] as number))));
    const c = (WEIGHTS[a] as number) * p;
    if (c >= 0) positive += c;
    else negative -= c;
  }
  return negative / Math.max(1e-12, positive + negative) / NEUTRAL_NEGATIVE_SHARE;
}

/** r = 1 (neutral) maps to 1/3; three times the neutral share to 0.6; ten times to about 0.83. */
export function annoyRisk(items: readonly Contribution[]): number {
  const relative = relativeAnnoyance(items);
  return relative / (relative + 2);
}
