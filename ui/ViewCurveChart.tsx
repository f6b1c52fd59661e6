import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import { chartData, chartOptions, dayIndex, readoutWords } from './viewCurvePlot';
import { formatMinutes } from '@preflight/engine';
import type { ViewCurve } from '@preflight/engine';
import type { Theme } from './theme';

/** Tall enough at 1× for four round ticks and 12 px labels. */
export const CHART_HEIGHT_PX = 160;

/** The keys that move the read-out along the curve, and where each takes it. */
function steppedIndex(key: string, index: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(last, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The predicted views over 48 h: the likely line and the range 8 posts in 10 like it land in, a marker at
 * 24 h, and a read-out of the views at the hovered time. The read-out starts at 24 h; with the keyboard the
 * chart is a slider over the curve's points (arrows, Home, End), its value said in the read-out's words.
 */
interface ViewCurveChartProps {
  curve: ViewCurve;
  theme: Theme;
  /** The section's name; a page showing two readings names each its own way. */
  label?: string;
}

/**
 * The uPlot chart in `target`, rebuilt only when the theme changes (new data goes through setData), following
 * the width of what holds it (a composer column, a dialog, the popup).
 */
function useViewCurvePlot(target: RefObject<HTMLDivElement>, curve: ViewCurve, theme: Theme, onHover: (index: number | null) => void) {
  const plot = useRef<uPlot | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt on a new theme only; new data goes through setData.
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const widthOf = () => Math.max(200, Math.floor(el.clientWidth || 280));
    const chart = new uPlot(chartOptions(widthOf(), CHART_HEIGHT_PX, theme, { onHover }), chartData(curve), el);
    plot.current = chart;
    const win = el.ownerDocument.defaultView;
    const resize =
      win && 'ResizeObserver' in win ? new win.ResizeObserver(() => chart.setSize({ width: widthOf(), height: CHART_HEIGHT_PX })) : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [theme]);
  useEffect(() => {
    plot.current?.setData(chartData(curve));
  }, [curve]);
  return plot;
}

export function ViewCurveChart({ curve, theme, label = 'View curve' }: ViewCurveChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);

  const plot = useViewCurvePlot(target, curve, theme, setHovered);

  const last = curve.points.length - 1;
  const index = Math.min(last, hovered ?? picked ?? dayIndex(curve));
  const point = curve.points[index];
  const readout = point ? readoutWords(point) : 'No forecast of views for this draft.';

  const onKeyDown = (e: KeyboardEvent) => {
    const next = steppedIndex(e.key, picked ?? dayIndex(curve), last);
    if (next === null) return;
    e.preventDefault();
    setPicked(next);
    // Show the picked point on the chart too, where the pointer would be.
    const chart = plot.current;
    const p = curve.points[next];
    if (chart && p) chart.setCursor({ left: chart.valToPos(p.t_min, 'x'), top: chart.valToPos(p.mean, 'y') }, false);
  };

  const whose = curve.status === 'cold_start' ? 'a new account' : 'your account';
  return (
    <section class="pf-section" aria-label={label}>
      <h3 class="pf-h">
        Views over {formatMinutes(curve.horizon_min)} <span class="pf-tag">{whose}</span>
      </h3>
      <div
        class="pf-chart"
        data-testid="preflight-chart"
        ref={target}
        tabIndex={0}
        role="slider"
        aria-label="Predicted views over time"
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={index}
        aria-valuetext={readout}
        style={{ minHeight: `${CHART_HEIGHT_PX}px` }}
        onKeyDown={onKeyDown}
      />
      <p class="pf-chart-readout" data-testid="preflight-chart-readout" aria-hidden="true">
        {readout}
      </p>
      <p class="pf-note">
        Line: the likely views. Band: where 8 posts in 10 like this one land. Half the views come in the first{' '}
        {formatMinutes(curve.t_50_min)}.
      </p>
    </section>
  );
}
