// What the generic cold-start model would have said about a post, in the same units as expected_engagement,
// so receipts can show whether an account's own forecast does better than the guess it replaces.
import type { Platform, ScoreResult } from '../schemas';
import { LIKE_BASE_RATE } from '../platformFacts/baseRates';
import type { Forecast } from '../forecast/forecast';
import { platformReach } from '../platformFacts/priors';
import { coldStartViewsAt } from '../viewCurve/viewCurve';
import { viewsAt } from '../viewCurve/viewsAt';
import { ENGAGEMENT_HORIZON_MIN } from './engagementHorizon';

export { ENGAGEMENT_HORIZON_MIN };

export interface ColdStartGuess {
  impressions: number;
  likes: number;
}

/** The guess read off a result scored without an account: its view curve at ENGAGEMENT_HORIZON_MIN. */
export function coldStartGuess(result: Pick<ScoreResult, 'view_curve'>): ColdStartGuess {
  return guessFromViews(viewsAt(result.view_curve, ENGAGEMENT_HORIZON_MIN).median);
}

/**
 * The guess from the generic forecast of a post (the one a score without an account makes): the same numbers
 * as coldStartGuess of that score, without drawing its view curve.
 */
export function coldStartGuessOf(generic: Pick<Forecast, 'viewsLift'>, platform: Platform): ColdStartGuess {
  return guessFromViews(coldStartViewsAt({ lift: generic.viewsLift, platform: platformReach(platform) }, ENGAGEMENT_HORIZON_MIN));
}

function guessFromViews(impressions: number): ColdStartGuess {
  // Rounded as the curve is (0.1): the guess is compared on a log scale, where more digits say nothing.
  return { impressions, likes: Math.round(impressions * LIKE_BASE_RATE * 10) / 10 };
}
