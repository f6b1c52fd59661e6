// Reasons in the account's own terms: with an account, the forecast's terms carry the account's own effects,
// so a term is explained by what it did on this account ("On your account, posts that open with a handle get
// about 40 % fewer likes") or not at all; the generic "on the accounts we measured" would no longer be true.
// Supported means enough posts with and without the term, and an effect big enough to say.
import type { AccountModel } from './accountModel';
import type { ForecastTerm } from '../forecast/forecast';
import { TERM_PHRASE } from '../forecast/termWords';

/** Posts on each side (with and without the term) before the account's effect is put in words. */
const MIN_POSTS_EACH_SIDE = 5;
/** Effects under 10 % more or fewer likes are not worth a sentence. */
const MIN_CHANGE = 0.1;

/** The account's sentence for a term; null when its history cannot support one (then nothing is said). */
export function accountReason(model: AccountModel, term: ForecastTerm, likesChange: number): string | null {
  const e = model.effects[term.id];
  if (!e || e.posts_with < MIN_POSTS_EACH_SIDE || model.posts - e.posts_with < MIN_POSTS_EACH_SIDE) return null;
  if (Math.abs(likesChange) < MIN_CHANGE) return null;
  const pct = Math.round(Math.abs(likesChange) * 100);
  return (
    `On your account, posts ${TERM_PHRASE[term.id]} get about ${pct} % ` +
    `${likesChange > 0 ? 'more' : 'fewer'} likes than your typical post: ${e.posts_with} of your ` +
    `${model.posts} posts.`
  );
}
