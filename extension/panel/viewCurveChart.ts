// The view curve as uPlot options and data: the central curve as a line and the 80 % band between
// lo80 and hi80, on a log time axis so the first hour (where most views come) is readable.
import type uPlot from 'uplot';
import type { ViewCurve } from '../../shared/index';
import { formatCount } from './labels';
import { pointAt } from './reachWords';
import type { Theme } from './theme';

const COLORS: Record<Theme, { line: string; band: string; edge: string; axis: string; grid: string }> = {
  light: { line: '#1d6fd8', band: 'rgba(29,111,216,0.16)', edge: 'rgba(29,111,216,0.35)', axis: '#536471', grid: 'rgba(83,100,113,0.15)' },
  dark: { line: '#6cb2ff', band: 'rgba(108,178,255,0.2)', edge: 'rgba(108,178,255,0.4)', axis: '#a8b3bd', grid: 'rgba(168,179,189,0.18)' },
};

export function chartData(curve: ViewCurve): uPlot.AlignedData {
  const pts = curve.points;
  return [pts.map((p) => p.t_min), pts.map((p) => p.mean), pts.map((p) => p.lo80), pts.map((p) => p.hi80)];
}

// Log time axis ticks a reader knows: minutes, hours, a day, the 48 h horizon.
const TIME_TICKS = [5, 15, 60, 240, 720, 1440, 2880];

function shortMinutes(min: number): string {
  return min < 60 ? `${min}m` : `${Math.round(min / 60)}h`;
}

export function chartOptions(width: number, height: number, theme: Theme): uPlot.Options {
  const c = COLORS[theme];
  const axis = { stroke: c.axis, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid, width: 1 }, font: '10px system-ui, sans-serif', size: 28 };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, distr: 3, log: 10, range: (_u, min, max) => [min, max] },
      y: { range: (_u, _min, max) => [0, max * 1.05] },
    },
    axes: [
      {
        ...axis,
        splits: (u) => TIME_TICKS.filter((t) => t >= (u.scales.x?.min ?? 0) && t <= (u.scales.x?.max ?? Infinity)),
        filter: (_u, splits) => splits, // uPlot's log10 default filter nulls 15, 240, 720… ("nullm" labels)
        values: (_u, ticks) => ticks.map(shortMinutes),
      },
      { ...axis, size: 44, values: (_u, ticks) => ticks.map((t) => (t >= 1000 ? `${formatCount(t / 1000)}k` : formatCount(t))) },
    ],
    series: [
      {},
      { label: 'central', stroke: c.line, width: 2, points: { show: false } },
      { label: 'lo80', stroke: c.edge, width: 1, points: { show: false } },
      { label: 'hi80', stroke: c.edge, width: 1, points: { show: false } },
    ],
    bands: [{ series: [3, 2], fill: c.band }],
  };
}

/** Views at the point nearest to `t` minutes on the central curve. */
export function viewsAt(curve: ViewCurve, t: number): number {
  return pointAt(curve, t)?.mean ?? 0;
}
