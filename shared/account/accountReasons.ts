// Reasons in the account's own terms: where the account's history supports it, a fitted concept is explained
// by what it did on this account ("On your account, posts with a link get 40 % fewer likes") instead of the
// generic advice. Supported means enough posts with and without the concept, and an effect big enough to say.
import type { AccountModel } from './accountModel';
import type { Contribution } from '../model/contributions';

/** Posts on each side (with and without the concept) before the account's effect is put in words. */
const MIN_POSTS_EACH_SIDE = 5;
/** Effects under 10 % more or fewer likes are not worth a sentence. */
const MIN_CHANGE = 0.1;

export function accountReason(model: AccountModel, item: Contribution): string | undefined {
  const e = model.effects[item.concept.id];
  if (!e || e.posts_with < MIN_POSTS_EACH_SIDE || model.posts - e.posts_with < MIN_POSTS_EACH_SIDE) return undefined;
  const change = Math.expm1(e.per_unit * item.measurement.value);
  // The sentence must point the way the score moves (the reason's direction is the contribution's sign).
  if (Math.abs(change) < MIN_CHANGE || Math.sign(change) !== Math.sign(item.contribution)) return undefined;
  const pct = Math.round(Math.abs(change) * 100);
  const label = item.concept.label.toLowerCase();
  return `On your account, posts like this one (${label}) get about ${pct} % ${change > 0 ? 'more' : 'fewer'} likes: ${e.posts_with} of your ${model.posts} posts have it.`;
}
