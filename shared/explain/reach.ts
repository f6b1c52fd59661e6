// Predicted reach in people's terms, from one source: the view curve (its central line and 80 % band), read
// at the engagement horizon. Every client names views in these words and rounds them with the same
// roughCount, so one figure never shows two bands.
import type { Band, Explanation, ViewCurve } from '../schemas';
import { roughCount } from '../account/forecastWords';
import { ENGAGEMENT_HORIZON_MIN } from '../account/coldStartGuess';
import { viewsAt } from '../viewCurve/viewsAt';
import { formatMinutes } from './duration';

/** A band rounded as a reader takes it: the likely count and the range, "" when the range rounds to one number. */
function roughBand(band: Band): { likely: string; range: string } {
  const lo = roughCount(band.lo80);
  const hi = roughCount(band.hi80);
  return { likely: roughCount(band.median), range: lo === hi ? '' : `${lo}–${hi}` };
}

const views = (count: string) => `${count} ${count === '1' ? 'view' : 'views'}`;

/** "about 1,400 views (likely 410–5,000)": the band in the words every number of views uses. */
export function viewsWords(band: Band): string {
  const { likely, range } = roughBand(band);
  return `about ${views(likely)}${range ? ` (likely ${range})` : ''}`;
}

// The horizon is a constant: said once, not on every score.
const HORIZON_WORDS = formatMinutes(ENGAGEMENT_HORIZON_MIN);

/** "About 1,400 views in 24 h, likely 400–5,000 for a new account." */
function reachSentence(band: Band, curve: ViewCurve): string {
  const { likely, range } = roughBand(band);
  const whose = curve.status === 'calibrated' ? 'for your account' : 'for a new account';
  return `About ${views(likely)} in ${HORIZON_WORDS}${range ? `, likely ${range}` : ''} ${whose}.`;
}

export function reachOf(curve: ViewCurve): Explanation['reach'] {
  const band = viewsAt(curve, ENGAGEMENT_HORIZON_MIN);
  return {
    horizon_min: ENGAGEMENT_HORIZON_MIN,
    views: band,
    sentence: reachSentence(band, curve),
    half_by: formatMinutes(curve.t_50_min),
    most_by: formatMinutes(curve.t_90_min),
  };
}
