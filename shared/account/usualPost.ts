// "Your usual": what a typical post of the account gets by 24 h, the yardstick a writer reads a forecast
// against ("about 1.4× your usual"). It is the account's own forecast for a draft with no text effect and no
// policy cost (the account's level, through the same curve and bands as any draft), so a draft the forecast
// finds exactly typical is 1.0× its usual, number for number. Without an account (or one whose history has no
// views yet) the yardstick is a typical post of a new account on the platform: the cold-start curve with the
// draft's lift at 1 (the forecast's views lift multiplies K, and a typical post moves it by nothing).
import type { Platform } from '../schemas';
import type { AccountModel } from './accountModel';
import { expectedEngagement, type DraftEffect } from './accountForecast';
import { usualCurve } from './accountViews';
import { ENGAGEMENT_HORIZON_MIN } from './coldStartGuess';
import { platformReach } from '../platformFacts/priors';
import { coldStartViewsAt } from '../viewCurve/viewCurve';

/** A typical post of the account at 24 h, per count; impressions null until the account is calibrated on them. */
export interface UsualPost {
  impressions: number | null;
  likes: number;
  reposts: number;
  replies: number;
}

const TYPICAL: DraftEffect = { text: 0, rules: 0 };
const byModel = new WeakMap<AccountModel, UsualPost | null>();

/** The account's usual post at 24 h; null while the account has no forecast of its own (cold start). Computed once per model. */
export function usualPost(model: AccountModel): UsualPost | null {
  if (byModel.has(model)) return byModel.get(model)!;
  // The account's own forecast carries its usual post (accountForecast.ts): read from there, so the two agree.
  const curve = usualCurve(model);
  const usual = expectedEngagement(model, TYPICAL, curve, curve)?.usual ?? null;
  byModel.set(model, usual);
  return usual;
}

const newAccountViews = new Map<Platform, number>();

/** A typical post of a new account on `platform`: its views at 24 h on the cold-start curve. */
export function newAccountUsualViews(platform: Platform): number {
  let views = newAccountViews.get(platform);
  if (views === undefined)
    newAccountViews.set(platform, (views = coldStartViewsAt({ lift: 1, platform: platformReach(platform) }, ENGAGEMENT_HORIZON_MIN)));
  return views;
}
