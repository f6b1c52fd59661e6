// The view curve's 80 % band, computed exactly instead of by drawing. With V(t) = K · g(t / t50),
// g(x) = x^a / (1 + x^a), ln t50 ~ N(ln t̂50, σT²), and ln K a two-piece normal around ln K̂ (spread σ↓ below
// its median and σ↑ above it, independent of t50; one σK for both sides in the cold start):
//   ln V(t) = ln K̂ + S + h(d − σT·Z2),   h(u) = ln g(e^u) = −ln(1 + e^(−a·u)),   d = ln t − ln t̂50,
// where S is σ↓·Z1 when Z1 < 0 and σ↑·Z1 otherwise. Two sides, because an account's own errors are rarely
// symmetric: its posts overshoot their forecast further than they fall short of it. A percentile of V(t) is K̂
// times exp(Q(d)), where Q(d) is that percentile of X = S + h(d − σT·Z2): a function of d alone for given σ↓,
// σ↑, σT and a. Q is tabulated once per (σ↓, σ↑, σT, a) on a grid of d, and a curve's band is then an
// interpolation per point. The CDF of X is an integral over Z2 of P(S ≤ y − h(d − σT·z)) φ(z) dz (trapezoid
// rule over ±8σ, exact to about 1e-7 for a Gaussian weight), solved for F(y) = q by Newton's method. Nothing is
// drawn, so the band is the same on every call and on every machine.

/** d = ln t − ln t̂50 from −D_MAX to D_MAX; beyond it the band is read at the end (t/t50 beyond e^±12). */
const D_MAX = 12;
const D_STEP = 0.1;
const D_POINTS = Math.round((2 * D_MAX) / D_STEP) + 1;
/** Z2 nodes for the trapezoid rule. */
const Z_MAX = 8;
const Z_STEP = 0.25;

/** The spread of ln K below and above its median (equal for a plain normal). */
export interface LnKSpread {
  below: number;
  above: number;
}

export interface BandTable {
  lo: Float64Array;
  hi: Float64Array;
}

/** Φ: the standard normal CDF, from the complementary error function (Numerical Recipes' erfcc, |rel. error| < 1.2e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

const normalPdf = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

const Z_NODES: Float64Array = (() => {
  const n = Math.round((2 * Z_MAX) / Z_STEP) + 1;
  return Float64Array.from({ length: n }, (_, i) => -Z_MAX + i * Z_STEP);
})();
const Z_WEIGHTS: Float64Array = Z_NODES.map((z) => normalPdf(z) * Z_STEP);

/** The q-quantile of X at d, by Newton's method on its CDF from `start` (bisection steps keep it bracketed). */
function quantileAt(h: Float64Array, spread: LnKSpread, q: number, start: number): number {
  let lo = -1e3;
  let hi = 1e3;
  let y = start;
  for (let iter = 0; iter < 60; iter++) {
    let cdf = 0;
    let pdf = 0;
    for (let i = 0; i < h.length; i++) {
      const gap = y - (h[i] as number);
      const sigma = gap < 0 ? spread.below : spread.above;
      const s = gap / sigma;
      cdf += (Z_WEIGHTS[i] as number) * normalCdf(s);
      pdf += ((Z_WEIGHTS[i] as number) * normalPdf(s)) / sigma;
    }
    const f = cdf - q;
    if (Math.abs(f) < 1e-9) break;
    if (f > 0) hi = y;
    else lo = y;
    let next = pdf > 1e-12 ? y - f / pdf : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - y) < 1e-10) break;
    y = next;
  }
  return y;
}

/** Rows built between two yields of the builder: a few milliseconds of work when the code is still cold. */
const ROWS_PER_SLICE = 24;

/** h(u) = −ln(1 + e^(−a·u)), written so neither branch overflows: ln of the share of K reached at ln(t/t50) = u. */
export function lnShare(u: number, a: number): number {
  return a * u < 0 ? a * u - Math.log1p(Math.exp(a * u)) : -Math.log1p(Math.exp(-a * u));
}

/** h(d − σT·z) at every Z2 node, into `h`. */
function fillTiming(h: Float64Array, d: number, sigmaT: number, a: number): void {
  for (let i = 0; i < h.length; i++) h[i] = lnShare(d - sigmaT * (Z_NODES[i] as number), a);
}

/** Q(d) at one d, computed directly rather than read off a table (for fitting a spread to a band). */
export function bandQuantile(spread: LnKSpread, sigmaT: number, a: number, q: number, d: number): number {
  const h = new Float64Array(Z_NODES.length);
  fillTiming(h, d, sigmaT, a);
  return quantileAt(h, spread, q, lnShare(d, a));
}

/** Builds the table row by row, yielding every ROWS_PER_SLICE rows; the rows are the same however it is run. */
function* tableBuilder(spread: LnKSpread, sigmaT: number, a: number, qLo: number, qHi: number): Generator<void, BandTable> {
  const lo = new Float64Array(D_POINTS);
  const hi = new Float64Array(D_POINTS);
  const h = new Float64Array(Z_NODES.length);
  let startLo = 0;
  let startHi = 0;
  for (let k = 0; k < D_POINTS; k++) {
    fillTiming(h, -D_MAX + k * D_STEP, sigmaT, a);
    startLo = quantileAt(h, spread, qLo, k === 0 ? -a * D_MAX : startLo);
    startHi = quantileAt(h, spread, qHi, k === 0 ? -a * D_MAX : startHi);
    lo[k] = startLo;
    hi[k] = startHi;
    if (k % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) yield;
  }
  return { lo, hi };
}

const tables = new Map<string, BandTable>();
/** Tables whose building was started a slice at a time (bandTableSlice) and not finished yet. */
const building = new Map<string, Generator<void, BandTable>>();

const keyOf = (spread: LnKSpread, sigmaT: number, a: number, qLo: number, qHi: number) =>
  `${spread.below}|${spread.above}|${sigmaT}|${a}|${qLo}|${qHi}`;

/** The band's table for these spreads and shape, built on first use (a few milliseconds once compiled) and kept. */
export function bandTable(spread: LnKSpread, sigmaT: number, a: number, qLo: number, qHi: number): BandTable {
  const key = keyOf(spread, sigmaT, a, qLo, qHi);
  const known = tables.get(key);
  if (known) return known;
  const builder = building.get(key) ?? tableBuilder(spread, sigmaT, a, qLo, qHi);
  building.delete(key);
  let step = builder.next();
  while (!step.done) step = builder.next();
  tables.set(key, step.value);
  return step.value;
}

/**
 * Builds one slice of the table's rows, for warming up in small tasks; true once the table is complete.
 * bandTable finishes a table started here, so the result never depends on how it was built.
 */
export function bandTableSlice(spread: LnKSpread, sigmaT: number, a: number, qLo: number, qHi: number): boolean {
  const key = keyOf(spread, sigmaT, a, qLo, qHi);
  if (tables.has(key)) return true;
  let builder = building.get(key);
  if (!builder) {
    builder = tableBuilder(spread, sigmaT, a, qLo, qHi);
    building.set(key, builder);
  }
  const step = builder.next();
  if (!step.done) return false;
  building.delete(key);
  tables.set(key, step.value);
  return true;
}

/** How many slices a table takes to build. */
export const BAND_TABLE_SLICES = Math.ceil(D_POINTS / ROWS_PER_SLICE) + 1;

/** Q(d) read off a table column by linear interpolation. */
export function readBand(column: Float64Array, d: number): number {
  const x = (Math.min(D_MAX, Math.max(-D_MAX, d)) + D_MAX) / D_STEP;
  const k = Math.min(D_POINTS - 2, Math.floor(x));
  const f = x - k;
  return (column[k] as number) * (1 - f) + (column[k + 1] as number) * f;
}
