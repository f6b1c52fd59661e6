// The views a given number of minutes after posting, read off a view curve: the one way every client (the
// panel, the command line, receipts, the explanation) reads "views at 24 h". The grid holds 60 and 1440
// minutes exactly; between grid points the curve is interpolated linearly in log time, the spacing the grid
// itself uses; before the first point and after the last it holds the end point.
import type { Band, ViewCurve } from '../schemas';

type Point = ViewCurve['points'][number];

const bandOf = (p: Point): Band => ({ median: p.mean, lo80: p.lo80, hi80: p.hi80 });

export function viewsAt(curve: ViewCurve, tMin: number): Band {
  const points = curve.points;
  const first = points[0];
  const last = points[points.length - 1];
  // The contract's curve always has points; an empty one would be a bug upstream, and K is its plateau.
  if (!first || !last) return { median: curve.K, lo80: curve.K, hi80: curve.K };
  if (tMin <= first.t_min) return bandOf(first);
  if (tMin >= last.t_min) return bandOf(last);
  let i = 1;
  while ((points[i] as Point).t_min < tMin) i++;
  const b = points[i] as Point;
  const a = points[i - 1] as Point;
  if (b.t_min === tMin) return bandOf(b);
  const w = Math.log(tMin / a.t_min) / Math.log(b.t_min / a.t_min);
  const mix = (x: number, y: number) => x + (y - x) * w;
  return { median: mix(a.mean, b.mean), lo80: mix(a.lo80, b.lo80), hi80: mix(a.hi80, b.hi80) };
}
