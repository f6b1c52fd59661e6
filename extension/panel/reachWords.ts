// Predicted reach in people's terms, from one source: the engine's view curve (its central line and 80 %
// band). Every place the panel names a number of views (the Reach sentence, the account's forecast, Details,
// the chart's read-out) reads its band here and rounds it with the same roughCount, so one figure never
// shows two bands. The account's forecast of likes, reposts and replies has its words in accountWords.ts.
import { roughCount, type Band, type ViewCurve } from '../../shared/index';

export const DAY_MIN = 24 * 60;

/** The curve's point nearest to `t` minutes. */
export function pointAt(curve: ViewCurve, t: number): ViewCurve['points'][number] | undefined {
  let best = curve.points[0];
  for (const p of curve.points) if (best === undefined || Math.abs(p.t_min - t) < Math.abs(best.t_min - t)) best = p;
  return best;
}

/** The views `t` minutes after posting as a band: the curve's likely line and its 80 % range. */
export function viewsBandAt(curve: ViewCurve, t: number): Band | null {
  const p = pointAt(curve, t);
  return p ? { median: p.mean, lo80: p.lo80, hi80: p.hi80 } : null;
}

/** The views at 24 h: the figure the Reach tab, the account's forecast and Details all show. */
export function dayViews(curve: ViewCurve): Band | null {
  return viewsBandAt(curve, DAY_MIN);
}

/** A band rounded as a reader takes it: the likely count and the range, "" when the range rounds to one number. */
export function roughBand(band: Band): { likely: string; range: string } {
  const [likely, lo, hi] = [band.median, band.lo80, band.hi80].map(roughCount) as [string, string, string];
  return { likely, range: lo === hi ? '' : `${lo}–${hi}` };
}

const views = (count: string) => `${count} ${count === '1' ? 'view' : 'views'}`;

/** "about 1,400 views (likely 410–5,000)": the band in the words every number of views uses. */
export function viewsWords(band: Band): string {
  const { likely, range } = roughBand(band);
  return `about ${views(likely)}${range ? ` (likely ${range})` : ''}`;
}

/** "About 1,400 views in 24 h, likely 400–5,000 for a new account." */
export function reachSentence(curve: ViewCurve): string {
  const band = dayViews(curve);
  if (!band) return 'No forecast of views for this draft.';
  const { likely, range } = roughBand(band);
  const whose = curve.status === 'calibrated' ? 'for your account' : 'for a new account';
  return `About ${views(likely)} in 24 h${range ? `, likely ${range}` : ''} ${whose}.`;
}
