// A neutral post: every action at its base rate, no link, no multiplier. The reference the other layers
// measure lift and risk against.
import { ACTIONS, ACTION_WEIGHTS, weightedScore } from './weights';
import { BASE_RATES, LIKE_BASE_RATE } from './baseRates';

let positive = 0;
let negative = 0;
for (const action of ACTIONS) {
  const c = ACTION_WEIGHTS[action] * Math.min(1, LIKE_BASE_RATE * BASE_RATES[action].ratio);
  if (c >= 0) positive += c;
  else negative -= c;
}

export const NEUTRAL_PHOENIX_SCORE = weightedScore(positive - negative);
export const NEUTRAL_NEGATIVE_SHARE = negative / (positive + negative);
