// What the generic cold-start model would have said about a post, in the same units as expected_engagement,
// so receipts can show whether an account's own forecast does better than the guess it replaces.
import type { ScoreResult } from '../schemas';
import { LIKE_BASE_RATE } from '../phoenix/baseRates';
import { viewsAt } from '../viewCurve/viewsAt';

/** Minutes after publishing at which expected_engagement (and receipts) compare counts. */
export const ENGAGEMENT_HORIZON_MIN = 1440;

export function coldStartGuess(result: Pick<ScoreResult, 'view_curve'>): { impressions: number; likes: number } {
  const impressions = viewsAt(result.view_curve, ENGAGEMENT_HORIZON_MIN).median;
  // Rounded as the curve is (0.1): the guess is compared on a log scale, where more digits say nothing.
  return { impressions, likes: Math.round(impressions * LIKE_BASE_RATE * 10) / 10 };
}
