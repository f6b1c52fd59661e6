// Views at a given minute, read off a result's view curve. The grid holds 60 and 1440 minutes exactly; between
// grid points we interpolate linearly in log time, the spacing the grid itself uses.
import type { ViewCurve } from '../../shared/index';

export interface ViewsAt {
  mean: number;
  lo80: number;
  hi80: number;
}

export function viewsAt(curve: ViewCurve, tMin: number): ViewsAt {
  const points = curve.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error('view curve has no points');
  if (tMin <= first.t_min) return { mean: first.mean, lo80: first.lo80, hi80: first.hi80 };
  if (tMin >= last.t_min) return { mean: last.mean, lo80: last.lo80, hi80: last.hi80 };
  let i = 1;
  while ((points[i] as ViewCurve['points'][number]).t_min < tMin) i++;
  const b = points[i] as ViewCurve['points'][number];
  const a = points[i - 1] as ViewCurve['points'][number];
  if (b.t_min === tMin) return { mean: b.mean, lo80: b.lo80, hi80: b.hi80 };
  const w = Math.log(tMin / a.t_min) / Math.log(b.t_min / a.t_min);
  const mix = (x: number, y: number) => x + (y - x) * w;
  return { mean: mix(a.mean, b.mean), lo80: mix(a.lo80, b.lo80), hi80: mix(a.hi80, b.hi80) };
}
