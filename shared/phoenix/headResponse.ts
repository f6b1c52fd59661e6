// How a concept's contribution reaches X's action heads: each head's probability is multiplied by
// exp(elasticity × contribution). A concept that loses readers moves the positive heads; one that annoys them
// moves the positive heads half as much and raises the negative heads (a negative contribution raises them);
// a question moves the reply and quote heads most.
import type { PhoenixActionName } from '../schemas';
import { NEGATIVE_HEADS, POSITIVE_HEADS, type HeadResponse } from '../concepts/concept';

type Elasticities = Partial<Record<PhoenixActionName, number>>;

function heads(names: readonly PhoenixActionName[], elasticity: number): Elasticities {
  return Object.fromEntries(names.map((n) => [n, elasticity]));
}

export const HEAD_ELASTICITY: Record<HeadResponse, Elasticities> = {
  reach: heads(POSITIVE_HEADS, 1),
  annoys: { ...heads(POSITIVE_HEADS, 0.5), ...heads(NEGATIVE_HEADS, -1) },
  replies: { ...heads(POSITIVE_HEADS, 0.5), reply: 1.5, quote: 1.5 },
};

/** All multipliers of one head together stay within [1/x, x]. */
export const TOTAL_FACTOR_BOUND = 12;
