// How a concept's contribution reaches X's action heads: each head's probability is multiplied by
// exp(elasticity × contribution). A concept that loses readers moves the positive heads; one that annoys them
// moves the positive heads half as much and raises the negative heads (a negative contribution raises them);
// a question moves the reply and quote heads most.
import type { PhoenixActionName } from '../schemas';

/**
 * How a contribution moves the phoenix heads: each head's probability is multiplied by exp(elasticity × c).
 * Concepts that lose readers lower the positive heads; concepts that annoy them also raise the negative ones.
 */
export type HeadResponse = 'reach' | 'annoys' | 'replies';

export const POSITIVE_HEADS: readonly PhoenixActionName[] = [
  'favorite',
  'repost',
  'reply',
  'quote',
  'click',
  'profile_click',
  'share',
  'share_via_dm',
  'share_via_copy_link',
  'follow_author',
  'open_link',
];
export const NEGATIVE_HEADS: readonly PhoenixActionName[] = ['not_interested', 'mute_author', 'block_author', 'report'];

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
