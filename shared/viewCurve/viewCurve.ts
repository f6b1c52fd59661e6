// The view curve: cumulative views over the first 48 hours, the central (median) curve from the point
// estimates and the 80 % band (10th to 90th percentile) of the model's spread of K and t50, computed
// exactly from a table of its percentiles (bandQuantiles.ts) rather than by drawing.
import type { ViewCurve } from '../schemas';
import { VIEW_CURVE_PRIOR as P } from '../platformFacts/viewCurvePrior';
import { BAND_TABLE_SLICES, bandTable, bandTableSlice, readBand, type LnKSpread } from './bandQuantiles';

export interface ViewCurveInput {
  /** Expected views relative to a typical post (the forecast's): 1 is typical; must be > 0. */
  lift: number;
  /**
   * The platform's reach and timing against X's: `reach` scales K (views per follower there over X's), and
   * `t50` replaces the prior's half-time. X's own prior when absent.
   */
  platform?: { reach: number; t50: number };
}

const A = P.shape.value;
const HORIZON = P.horizon_min.value;
/** The cold start's spread of ln K: one σ on both sides of the median. */
const COLD_SPREAD: LnKSpread = { below: P.sigma_ln_K_cold.value, above: P.sigma_ln_K_cold.value };
const SIGMA_LN_T50 = P.sigma_ln_t50.value;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Log-spaced minutes from 5 to 2880, rounded to 0.1, with the nearest points moved onto 60 and 1440 exactly. */
function buildGrid(): Float64Array {
  const n = P.grid_points.value;
  const start = P.grid_start_min.value;
  const grid = new Float64Array(n);
  const ratio = Math.log(HORIZON / start) / (n - 1);
  for (let i = 0; i < n; i++) grid[i] = round1(start * Math.exp(ratio * i));
  grid[0] = start;
  grid[n - 1] = HORIZON;
  for (const anchor of [60, 1440]) {
    let nearest = 0;
    for (let i = 1; i < n; i++) if (Math.abs((grid[i] ?? 0) - anchor) < Math.abs((grid[nearest] ?? 0) - anchor)) nearest = i;
    grid[nearest] = anchor;
  }
  return grid;
}

export const VIEW_CURVE_GRID: Float64Array = buildGrid();
const GRID_LENGTH = VIEW_CURVE_GRID.length;
/** ln t at each grid point, computed once. */
const LN_GRID = VIEW_CURVE_GRID.map(Math.log);
/** t ** -a at each grid point for the last shape asked about: the same shape every call but an account's. */
let gridPowers: { a: number; powers: Float64Array } | undefined;
function negativePowers(a: number): Float64Array {
  if (gridPowers?.a !== a) gridPowers = { a, powers: VIEW_CURVE_GRID.map((t) => t ** -a) };
  return gridPowers.powers;
}
function boundedLift(lift: number): number {
  if (!Number.isFinite(lift) || lift <= 0) return P.lift_min.value;
  return Math.min(P.lift_max.value, Math.max(P.lift_min.value, lift));
}

/** K (views at 48 h) and t50 (minutes) for a lift, rounded as reported: the curve uses the reported values. */
export function pointEstimates(lift: number): { K: number; t50: number } {
  const l = boundedLift(lift);
  return {
    K: round1(P.K_base.value * l ** P.K_lift_exponent.value),
    t50: round1(P.t50_min.value * l ** P.t50_lift_exponent.value),
  };
}

/** A curve from its own numbers: the cold-start prior's (viewCurve) or an account's (shared/account/). */
export interface CurveParams {
  status: ViewCurve['status'];
  K: number;
  t50: number;
  shape: number;
  sigmaLnK: LnKSpread;
  sigmaLnT50: number;
}

/** The cold-start band's table built a slice per step (shared/warmUp/warmUp.ts), so no step is a long task. */
export function coldStartBandSteps(): (() => void)[] {
  return Array.from({ length: BAND_TABLE_SLICES }, () => () => {
    bandTableSlice(COLD_SPREAD, SIGMA_LN_T50, A, P.band_lo_quantile.value, P.band_hi_quantile.value);
  });
}

/** The cold start's K and t50 for a lift on a platform, as the curve reports them. */
function coldStartEstimates(input: ViewCurveInput): { K: number; t50: number } {
  const estimates = pointEstimates(input.lift);
  const K = input.platform ? round1(estimates.K * input.platform.reach) : estimates.K;
  const t50 = input.platform ? round1((estimates.t50 * input.platform.t50) / P.t50_min.value) : estimates.t50;
  return { K, t50 };
}

export function viewCurve(input: ViewCurveInput): ViewCurve {
  const { K, t50 } = coldStartEstimates(input);
  return curveFrom({ status: 'cold_start', K, t50, shape: A, sigmaLnK: COLD_SPREAD, sigmaLnT50: SIGMA_LN_T50 });
}

/** The median views at `t` minutes on a curve of this shape, as its points give them (rounded to 0.1). */
const medianViews = (K: number, t50PowA: number, tPowMinusA: number) => round1(K / (1 + t50PowA * tPowMinusA));

/**
 * The cold-start curve's mean views at `t` minutes, the same number as its point there when `t` is on the
 * grid (60 and 1440 are), without the rest of the curve or its band.
 */
export function coldStartViewsAt(input: ViewCurveInput, t: number): number {
  const { K, t50 } = coldStartEstimates(input);
  return medianViews(K, t50 ** A, t ** -A);
}

export function curveFrom(c: CurveParams): ViewCurve {
  const { K, t50 } = c;
  const a = c.shape;
  const t90 = round1(t50 * 9 ** (1 / a));
  const lnT50 = Math.log(t50);
  const band = bandTable(c.sigmaLnK, c.sigmaLnT50, a, P.band_lo_quantile.value, P.band_hi_quantile.value);
  const t50PowA = t50 ** a;
  const powers = negativePowers(a);
  const points: ViewCurve['points'] = [];
  for (let g = 0; g < GRID_LENGTH; g++) {
    const t = VIEW_CURVE_GRID[g] as number;
    const d = (LN_GRID[g] as number) - lnT50;
    const median = medianViews(K, t50PowA, powers[g] as number);
    // The median curve (at K̂ and t̂50) lies inside the band: V rises with K and falls with t50, so the point
    // (K̂, t̂50) sits between the 10th and 90th percentiles of V; min/max only guard the rounding.
    const lo = Math.min(median, round1(K * Math.exp(readBand(band.lo, d))));
    const hi = Math.max(median, round1(K * Math.exp(readBand(band.hi, d))));
    points.push({ t_min: t, mean: median, lo80: lo, hi80: hi });
  }

  return {
    status: c.status,
    K,
    t_50_min: t50,
    t_90_min: t90,
    velocity_score: round1((100 * 60 ** a) / (60 ** a + t50PowA)),
    shape: a,
    horizon_min: HORIZON,
    band: { method: 'exact_quantiles', sigma_ln_K: c.sigmaLnK.above, sigma_ln_K_below: c.sigmaLnK.below, sigma_ln_t50: c.sigmaLnT50 },
    points,
  };
}
