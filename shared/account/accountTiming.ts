// The account's own timing: how fast its posts collect views. Under the view curve V(t) = K / (1 + (t50/t)^a),
// a snapshot that has reached the fraction f of the post's final count satisfies
//   ln(1/f − 1) = a·ln t50 − a·ln t,
// so one least-squares line through every snapshot (ln t against ln(1/f − 1)) gives the shape a (minus the
// slope) and t50 (from the intercept). Both are shrunk toward the cold-start prior in log space, with the
// prior counting as PRIOR_POSTS posts, so a handful of snapshots moves the curve only a little.
// A snapshot's age is counted from when the post went out, so only posts whose time is known take part: for
// a post known by its day alone (X's content export) an age would be a guess.
import { isTimeKnown, type AccountPost } from './accountPost';
import type { AccountModel } from './accountModel';
import { VIEW_CURVE_PRIOR as P } from '../platformFacts/viewCurvePrior';

const PRIOR_POSTS = 10;
/** Fractions this close to 0 or 1 say little about timing (the count has barely started or stopped). */
const MIN_FRACTION = 0.03;
const MAX_FRACTION = 0.97;
/** A shape outside this range is not a view curve a feed produces; the fit is clamped to it. */
const SHAPE_RANGE = [0.4, 4] as const;

type Counted = 'impressions' | 'likes';

function finalCount(post: AccountPost, metric: Counted): number | undefined {
  return metric === 'impressions' ? post.metrics.impressions : post.metrics.likes;
}

export function accountTiming(history: readonly AccountPost[]): AccountModel['timing'] {
  const posts = history.filter(isTimeKnown);
  const prior = { t_50_min: P.t50_min.value, shape: P.shape.value, source: 'prior' as const, posts: 0 };
  const withImpressions = posts.filter((p) => p.snapshots?.some((s) => s.impressions !== undefined) && p.metrics.impressions);
  const metric: Counted = withImpressions.length > 0 ? 'impressions' : 'likes';
  const lnT: number[] = [];
  const lnOdds: number[] = [];
  let used = 0;
  for (const post of posts) {
    const total = finalCount(post, metric);
    if (!total || !post.snapshots) continue;
    let any = false;
    for (const s of post.snapshots) {
      const at = s[metric];
      if (at === undefined || s.age_min >= P.horizon_min.value) continue;
      const f = at / total;
      if (f < MIN_FRACTION || f > MAX_FRACTION) continue;
      lnT.push(Math.log(s.age_min));
      lnOdds.push(Math.log(1 / f - 1));
      any = true;
    }
    if (any) used++;
  }
  if (used === 0) return prior;

  const n = lnT.length;
  const meanT = lnT.reduce((a, b) => a + b, 0) / n;
  const meanO = lnOdds.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += ((lnT[i] as number) - meanT) ** 2;
    sxy += ((lnT[i] as number) - meanT) * ((lnOdds[i] as number) - meanO);
  }
  // Snapshots all at one age say where t50 is (given a shape) but nothing about the shape itself.
  const fittedShape = sxx > 1e-9 ? Math.min(SHAPE_RANGE[1], Math.max(SHAPE_RANGE[0], -sxy / sxx)) : P.shape.value;
  const fittedLnT50 = meanT + meanO / fittedShape;
  const w = used / (used + PRIOR_POSTS);
  const shape = Math.exp(w * Math.log(fittedShape) + (1 - w) * Math.log(P.shape.value));
  const lnT50 = w * fittedLnT50 + (1 - w) * Math.log(P.t50_min.value);
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return { t_50_min: round1(Math.exp(lnT50)), shape: Math.round(shape * 1000) / 1000, source: 'snapshots', posts: used };
}
