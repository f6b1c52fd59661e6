// Predicted reach in people's terms, from one source: the view curve (its central line and 80 % band), read
// at the engagement horizon, against the usual post it is to be compared with: the writer's own typical post
// once the curve is the account's, else a typical post of a new account, and said to be so. Every client
// names views in these words and rounds them with the same roughCount, so one figure never shows two bands.
import type { Band, Explanation, ViewCurve } from '../schemas';
import { roughCount } from '../account/forecastWords';
import { ENGAGEMENT_HORIZON_MIN } from '../account/engagementHorizon';
import { viewsAt } from '../viewCurve/viewsAt';
import { formatMinutes } from './duration';

/** The usual post's views at the horizon, and whose usual it is. */
export interface UsualViews {
  views: number;
  whose: 'yours' | 'new_account';
}

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

/**
 * How many times the usual, to two significant digits (1.4, 0.62, 12), as a reader takes a ratio whose band is
 * wider than the digits dropped; 0 when the usual is 0 views (nothing to compare with).
 */
export function timesUsual(median: number, usual: number): number {
  if (usual <= 0) return 0;
  const ratio = median / usual;
  return ratio === 0 ? 0 : Number(ratio.toPrecision(2));
}

/** "1.4×", "0.9×", "12×", "0.04×": the ratio as a reader takes it, one decimal from 0.1 to 10. */
function timesWords(ratio: number): string {
  const shown = ratio >= 10 ? String(Math.round(ratio)) : ratio >= 0.1 ? ratio.toFixed(1) : String(Number(ratio.toPrecision(1)));
  return `${shown}×`;
}

const USUAL_NAMES: Record<UsualViews['whose'], { against: string; short: string; owner: string }> = {
  yours: { against: 'your usual', short: 'your usual', owner: 'Your usual post' },
  new_account: { against: 'the usual post of a new account', short: "a new account's usual", owner: "A new account's usual post" },
};

/** "Your usual post", "A new account's usual post": whose usual a figure is set against, as every face names it. */
export function usualPostName(whose: UsualViews['whose']): string {
  return USUAL_NAMES[whose].owner;
}

export function reachOf(curve: ViewCurve, usual: UsualViews): Explanation['reach'] {
  const band = viewsAt(curve, ENGAGEMENT_HORIZON_MIN);
  const { likely, range } = roughBand(band);
  const ratio = timesUsual(band.median, usual.views);
  const names = USUAL_NAMES[usual.whose];
  const relative = usual.views > 0 ? `About ${timesWords(ratio)} ${names.against}: ` : 'About ';
  return {
    horizon_min: ENGAGEMENT_HORIZON_MIN,
    views: band,
    sentence: `${relative}${views(likely)}${range ? `, likely ${range}` : ''} in ${HORIZON_WORDS}.`,
    usual: {
      views: usual.views,
      whose: usual.whose,
      sentence: `${names.owner}: about ${views(roughCount(usual.views))} in ${HORIZON_WORDS}.`,
    },
    times_usual: ratio,
    short: usual.views > 0 ? `${timesWords(ratio)} ${names.short}` : `about ${views(likely)}`,
    half_by: formatMinutes(curve.t_50_min),
    most_by: formatMinutes(curve.t_90_min),
  };
}
