// How a concept's contribution reaches X's actions: each action's probability is multiplied by
// exp(elasticity × contribution). A concept that loses readers moves the positive actions; one that annoys them
// moves the positive actions half as much and raises the negative actions (a negative contribution raises them);
// a question moves the reply and quote actions most.
import type { PhoenixActionName } from '../schemas';

/**
 * How a contribution moves the phoenix actions: each action's probability is multiplied by exp(elasticity × c).
 * Concepts that lose readers lower the positive actions; concepts that annoy them also raise the negative ones.
 */
export type ActionResponse = 'reach' | 'annoys' | 'replies';

export const POSITIVE_ACTIONS: readonly PhoenixActionName[] = [
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
export const NEGATIVE_ACTIONS: readonly PhoenixActionName[] = ['not_interested', 'mute_author', 'block_author', 'report'];

type Elasticities = Partial<Record<PhoenixActionName, number>>;

function elasticities(names: readonly PhoenixActionName[], elasticity: number): Elasticities {
  return Object.fromEntries(names.map((n) => [n, elasticity]));
}

export const ACTION_ELASTICITY: Record<ActionResponse, Elasticities> = {
  reach: elasticities(POSITIVE_ACTIONS, 1),
  annoys: { ...elasticities(POSITIVE_ACTIONS, 0.5), ...elasticities(NEGATIVE_ACTIONS, -1) },
  replies: { ...elasticities(POSITIVE_ACTIONS, 0.5), reply: 1.5, quote: 1.5 },
};

/** All multipliers of one action together stay within [1/x, x]. */
export const TOTAL_FACTOR_BOUND = 12;
