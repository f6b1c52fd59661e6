// Predicted reach in people's terms: views at 24 h and the likely range, from the engine's view curve
// (its central line and 80 % band). The account's own forecast has its words in accountWords.ts.
import { roughCount, type ViewCurve } from '../../shared/index';

export const DAY_MIN = 24 * 60;

/** The curve's point nearest to `t` minutes. */
export function pointAt(curve: ViewCurve, t: number): ViewCurve['points'][number] | undefined {
  let best = curve.points[0];
  for (const p of curve.points) if (best === undefined || Math.abs(p.t_min - t) < Math.abs(best.t_min - t)) best = p;
  return best;
}

/** "About 1,400 views in 24 h, likely 400–5,000 for a new account." */
export function reachSentence(curve: ViewCurve): string {
  const p = pointAt(curve, DAY_MIN);
  if (!p) return 'No forecast of views for this draft.';
  const [mean, lo, hi] = [p.mean, p.lo80, p.hi80].map(roughCount);
  const whose = curve.status === 'calibrated' ? 'for your account' : 'for a new account';
  const range = lo === hi ? '' : `, likely ${lo}–${hi}`;
  return `About ${mean} ${mean === '1' ? 'view' : 'views'} in 24 h${range} ${whose}.`;
}
