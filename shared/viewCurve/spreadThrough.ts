// The spread of ln K that makes the view curve's 80 % band pass through a given band at one time: an account's
// own band at 24 h (its conformal errors, shared/account/metricModel.ts) becomes the curve's band there, and the
// curve carries it to every other time with the timing's spread added. The 10th percentile is set mostly by
// the spread below the median and the 90th by the spread above, so each is fitted by bisection with the other
// held, in turn for two rounds. Nothing is drawn: the same band gives the same spread on every machine.
import { bandQuantile, lnShare, type LnKSpread } from './bandQuantiles';

/** Where the spread is looked for: the cold start's σ is 1.1, no account's own errors are near either bound. */
const SIGMA_RANGE = [0.05, 5] as const;
/** Halvings of the range (in ln σ): to about 1e-10, below the quantiles' own precision. */
const BISECTIONS = 36;
/**
 * Rounds of fitting one side with the other held. The sides barely interact: the second round moved a fitted σ
 * by under 1e-3 on the bands tried, and a third moved nothing.
 */
const ROUNDS = 2;

export interface BandAt {
  /** ln t − ln t̂50 at the time the band is given for. */
  d: number;
  /** ln(lo80 / median) and ln(hi80 / median) of the band to pass through. */
  lnLo: number;
  lnHi: number;
  sigmaT: number;
  shape: number;
  qLo: number;
  qHi: number;
}

/** The σ in SIGMA_RANGE whose quantile is `target`; `rises` says whether the quantile grows with σ. */
function bisect(quantileWith: (sigma: number) => number, target: number, rises: boolean): number {
  let lo = Math.log(SIGMA_RANGE[0]);
  let hi = Math.log(SIGMA_RANGE[1]);
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (lo + hi) / 2;
    const tooFar = quantileWith(Math.exp(mid)) > target === rises;
    if (tooFar) hi = mid;
    else lo = mid;
  }
  return Math.exp((lo + hi) / 2);
}

/**
 * Spreads already fitted, by their band: an account's model reaches the engine as a new object on every
 * request (parsed from the store, or passed to a worker), so they are known by value, not by identity.
 */
const fitted = new Map<string, LnKSpread>();
/** Enough for every account a server scores in a while; when full it starts again (the results never change). */
const FITTED_KEPT = 1000;

/**
 * The spread of ln K whose band at `b.d` is `b.lnLo`..`b.lnHi` around the median curve. A side the timing's
 * spread alone already makes wider than asked (a band with a bound at or past the median) gets the smallest σ.
 */
export function spreadThrough(b: BandAt): LnKSpread {
  const key = `${b.d}|${b.lnLo}|${b.lnHi}|${b.sigmaT}|${b.shape}|${b.qLo}|${b.qHi}`;
  const known = fitted.get(key);
  if (known) return known;
  if (fitted.size >= FITTED_KEPT) fitted.clear();
  const spread = fitSpread(b);
  fitted.set(key, spread);
  return spread;
}

function fitSpread(b: BandAt): LnKSpread {
  // The median curve's value at d, in the units of Q(d): the band is asked for around it.
  const line = lnShare(b.d, b.shape);
  const z90 = 1.2816;
  let spread: LnKSpread = {
    below: Math.min(SIGMA_RANGE[1], Math.max(SIGMA_RANGE[0], -b.lnLo / z90)),
    above: Math.min(SIGMA_RANGE[1], Math.max(SIGMA_RANGE[0], b.lnHi / z90)),
  };
  for (let round = 0; round < ROUNDS; round++) {
    const below = bisect((s) => bandQuantile({ below: s, above: spread.above }, b.sigmaT, b.shape, b.qLo, b.d), line + b.lnLo, false);
    spread = { below, above: spread.above };
    const above = bisect((s) => bandQuantile({ below: spread.below, above: s }, b.sigmaT, b.shape, b.qHi, b.d), line + b.lnHi, true);
    spread = { below: spread.below, above };
  }
  return spread;
}
