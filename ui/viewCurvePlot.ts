// The view curve as uPlot options and data: the central curve as a line and the 80 % band between lo80 and
// hi80, on a log time axis so the first hour (where most views come) is readable. The axes' ticks and labels
// are pure functions here, so they are tested without a canvas; the 24 h marker is an element on uPlot's
// overlay (a reader sees it, a test finds it), and the hovered point goes to the component as an index.
import type uPlot from 'uplot';
import { ENGAGEMENT_HORIZON_MIN as DAY_MIN } from '@preflight/engine/account';
import { formatMinutes } from '@preflight/engine';
import { viewsWords } from '@preflight/engine';
import type { ViewCurve } from '@preflight/engine';
import type { Theme } from './theme';

const COLORS: Record<Theme, { line: string; band: string; edge: string; axis: string; grid: string }> = {
  light: { line: '#1d6fd8', band: 'rgba(29,111,216,0.16)', edge: 'rgba(29,111,216,0.35)', axis: '#536471', grid: 'rgba(83,100,113,0.15)' },
  dark: { line: '#6cb2ff', band: 'rgba(108,178,255,0.2)', edge: 'rgba(108,178,255,0.4)', axis: '#a8b3bd', grid: 'rgba(168,179,189,0.18)' },
};

/** Axis labels at 1×: never smaller than the panel's smallest words. */
export const AXIS_FONT_PX = 12;

export function chartData(curve: ViewCurve): uPlot.AlignedData {
  const pts = curve.points;
  return [pts.map((p) => p.t_min), pts.map((p) => p.mean), pts.map((p) => p.lo80), pts.map((p) => p.hi80)];
}

// Log time axis ticks a reader knows: minutes, an hour, a working morning, a day, the 48 h horizon (12 h is
// left out: between 4 h and 24 h on a log axis its label would touch its neighbours in a narrow panel).
const TIME_TICKS = [5, 15, 60, 240, 1440, 2880];

export function timeTicks(min: number, max: number): number[] {
  return TIME_TICKS.filter((t) => t >= min && t <= max);
}

/** "5m", "1h", "24h": short enough for the time axis. */
export function shortMinutes(min: number): string {
  return min < 60 ? `${Math.round(min)}m` : `${Math.round(min / 60)}h`;
}

/** The round step between count ticks: 1, 2 or 5 times a power of ten, at most `intervals` steps to `max`. */
function roundStep(max: number, intervals: number): number {
  const raw = max / intervals;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/**
 * The count axis's ticks from 0 to the first round number at or above `max`: 0, 500, 1,000, 1,500… The last
 * tick is the axis's top, so the scale and its labels always end on a round number.
 */
export function countTicks(max: number, intervals = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const step = roundStep(max, intervals);
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + step / 1e6; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** A tick's label, exact and short: 2,500 → "2.5k" (never "3k"), 1,500,000 → "1.5M", 800 → "800". */
export function compactCount(n: number): string {
  const short = (x: number, unit: string) => `${Number(x.toFixed(2))}${unit}`;
  if (Math.abs(n) >= 1e6) return short(n / 1e6, 'M');
  if (Math.abs(n) >= 1e3) return short(n / 1e3, 'k');
  return `${Number(n.toFixed(2))}`;
}

/** The curve's point nearest to 24 h: where the chart's read-out starts. */
export function dayIndex(curve: ViewCurve): number {
  let best = 0;
  curve.points.forEach((p, i) => {
    if (Math.abs(p.t_min - DAY_MIN) < Math.abs((curve.points[best]?.t_min ?? Infinity) - DAY_MIN)) best = i;
  });
  return best;
}

/** "At 24 h: about 1,100 views (likely 400–5,000)", the band rounded as everywhere in the panel. */
export function readoutWords(point: ViewCurve['points'][number]): string {
  return `At ${formatMinutes(point.t_min)}: ${viewsWords({ median: point.mean, lo80: point.lo80, hi80: point.hi80 })}`;
}

/** Puts the 24 h marker (a line and its label, one element on uPlot's overlay) where 24 h falls. */
function placeDayMarker(u: uPlot): void {
  const doc = u.over.ownerDocument;
  let marker = u.over.querySelector<HTMLElement>('.pf-chart-day');
  if (!marker) {
    marker = doc.createElement('div');
    marker.className = 'pf-chart-day';
    marker.dataset.testid = 'preflight-chart-day';
    marker.setAttribute('aria-hidden', 'true');
    const label = doc.createElement('span');
    label.className = 'pf-chart-day__label';
    label.textContent = '24 h';
    marker.append(label);
    u.over.append(marker);
  }
  const left = u.valToPos(DAY_MIN, 'x');
  marker.hidden = !Number.isFinite(left);
  marker.style.left = `${Math.round(left)}px`;
}

export interface ChartEvents {
  /** The point under the pointer (an index into the curve's points), or null when it leaves the chart. */
  onHover(index: number | null): void;
}

export function chartOptions(width: number, height: number, theme: Theme, events: ChartEvents): uPlot.Options {
  const c = COLORS[theme];
  const axis = {
    stroke: c.axis,
    grid: { stroke: c.grid, width: 1 },
    ticks: { stroke: c.grid, width: 1 },
    font: `${AXIS_FONT_PX}px system-ui, sans-serif`,
  };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: true, x: true, y: false, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, distr: 3, log: 10, range: (_u, min, max) => [min, max] },
      y: { range: (_u, _min, max) => [0, countTicks(max).at(-1) ?? 1] },
    },
    axes: [
      {
        ...axis,
        size: 30,
        splits: (u) => timeTicks(u.scales.x?.min ?? 0, u.scales.x?.max ?? Infinity),
        filter: (_u, splits) => splits, // uPlot's log10 default filter nulls 15, 240… ("nullm" labels)
        values: (_u, ticks) => ticks.map(shortMinutes),
      },
      {
        ...axis,
        size: 48,
        splits: (_u, _axis, _min, max) => countTicks(max),
        values: (_u, ticks) => ticks.map(compactCount),
      },
    ],
    series: [
      {},
      { label: 'central', stroke: c.line, width: 2, points: { show: false } },
      { label: 'lo80', stroke: c.edge, width: 1, points: { show: false } },
      { label: 'hi80', stroke: c.edge, width: 1, points: { show: false } },
    ],
    bands: [{ series: [3, 2], fill: c.band }],
    hooks: {
      draw: [placeDayMarker],
      setCursor: [(u) => events.onHover(u.cursor.idx ?? null)],
    },
  };
}
