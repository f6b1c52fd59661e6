// The cold-start view curve: cumulative views over the first 48 hours, the central (median) curve from the
// point estimates and an 80 % band from a seeded Monte Carlo over K and t50 (DESIGN.md 2.3).
import type { ViewCurve } from '../schemas';
import { hashHex } from '../random/hash';
import { createPrng } from '../random/prng';
import { VIEW_CURVE_PRIOR as P } from './prior';
import { QuantileTracker } from './quantileTracker';

export interface ViewCurveInput {
  /** phoenix_score / the phoenix score of a neutral post: 1 is typical; must be > 0. */
  lift: number;
  /** Seeds the band's draws; build it with viewCurveSeed so a result can be reproduced. */
  seed: string;
}

const A = P.shape.value;
const HORIZON = P.horizon_min.value;
const DRAWS = P.draws.value;
const SIGMA_LN_K = P.sigma_ln_K_cold.value;
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
/** t^-a per grid point, so a draw costs one multiplication per point: (t50/t)^a = t50^a · t^-a. */
const GRID_POW_NEG_A = VIEW_CURVE_GRID.map((t) => t ** -A);
// The draws of K and t50^a, and one work buffer for the views at a grid point, reused across calls: the engine
// runs on every keystroke and JavaScript runs one call at a time, so sharing them is safe and allocation-free.
const DRAWN_K = new Float64Array(DRAWS);
const DRAWN_T50_POW_A = new Float64Array(DRAWS);
const VIEWS_AT_POINT = new Float64Array(DRAWS);
const LO80 = new QuantileTracker(DRAWS, P.band_lo_quantile.value, false);
const HI80 = new QuantileTracker(DRAWS, 1 - P.band_hi_quantile.value, true);

/** The seed for one input: a hash of its parts (text, persona, platform, ENGINE_VERSION), unambiguous in how they join. */
export function viewCurveSeed(parts: string[]): string {
  return hashHex(parts.map((p) => `${p.length}:${p}`).join('|'));
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
  sigmaLnK: number;
  sigmaLnT50: number;
  seed: string;
}

export function viewCurve(input: ViewCurveInput): ViewCurve {
  const { K, t50 } = pointEstimates(input.lift);
  return curveFrom({ status: 'cold_start', K, t50, shape: A, sigmaLnK: SIGMA_LN_K, sigmaLnT50: SIGMA_LN_T50, seed: input.seed });
}

export function curveFrom(c: CurveParams): ViewCurve {
  const { K, t50 } = c;
  const a = c.shape;
  const t90 = round1(t50 * 9 ** (1 / a));
  const lnK = Math.log(K);
  const lnT50 = Math.log(t50);
  // The prior's t^-a is precomputed; an account's own shape pays 40 powers.
  const powNegA = a === A ? GRID_POW_NEG_A : VIEW_CURVE_GRID.map((t) => t ** -a);

  const rng = createPrng(c.seed);
  for (let d = 0; d < DRAWS; d++) {
    DRAWN_K[d] = Math.exp(lnK + c.sigmaLnK * rng.normal());
    DRAWN_T50_POW_A[d] = Math.exp(a * (lnT50 + c.sigmaLnT50 * rng.normal()));
  }

  LO80.reset();
  HI80.reset();
  const t50PowA = t50 ** a;
  const points: ViewCurve['points'] = [];
  for (let g = 0; g < GRID_LENGTH; g++) {
    const tPowNegA = powNegA[g] as number;
    const draws = VIEWS_AT_POINT;
    for (let d = 0; d < DRAWS; d++) draws[d] = (DRAWN_K[d] as number) / (1 + (DRAWN_T50_POW_A[d] as number) * tPowNegA);
    const median = K / (1 + t50PowA * tPowNegA);
    const lo = LO80.quantile(draws);
    const hi = HI80.quantile(draws);
    // V is increasing in K and decreasing in t50, and both are drawn around their medians, so the curve through
    // the medians lies between the 25th and 75th percentiles of the draws: well inside the 80 % band.
    if (!(lo <= median && median <= hi)) throw new Error(`view curve band [${lo}, ${hi}] misses the median ${median} at ${VIEW_CURVE_GRID[g]} min`);
    points.push({ t_min: VIEW_CURVE_GRID[g] as number, mean: round1(median), lo80: round1(lo), hi80: round1(hi) });
  }

  return {
    status: c.status,
    K,
    t_50_min: t50,
    t_90_min: t90,
    velocity_score: round1((100 * 60 ** a) / (60 ** a + t50PowA)),
    shape: a,
    horizon_min: HORIZON,
    band: { draws: DRAWS, sigma_ln_K: c.sigmaLnK, sigma_ln_t50: c.sigmaLnT50, seed: c.seed },
    points,
  };
}
