import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { ViewCurve } from '../../shared/index';
import { chartData, chartOptions, viewsAt } from './viewCurveChart';
import { formatCount, formatMinutes } from './labels';
import { DAY_MIN } from './reachWords';
import type { Theme } from './theme';

const HEIGHT = 120;

/** The predicted views over 48 h: the likely line and the range 8 posts in 10 like it land in. */
export function ViewCurveChart({ curve, theme }: { curve: ViewCurve; theme: Theme }) {
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const widthOf = () => Math.max(200, Math.floor(el.clientWidth || 280));
    const chart = new uPlot(chartOptions(widthOf(), HEIGHT, theme), chartData(curve), el);
    plot.current = chart;
    // Follow the panel's width (a composer column, a dialog, the popup).
    const win = el.ownerDocument.defaultView;
    const resize = win && 'ResizeObserver' in win ? new win.ResizeObserver(() => chart.setSize({ width: widthOf(), height: HEIGHT })) : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // Rebuilt only when the theme changes; new data goes through setData below.
  }, [theme]);

  useEffect(() => {
    plot.current?.setData(chartData(curve));
  }, [curve]);

  const whose = curve.status === 'cold_start' ? 'a new account' : 'your account';
  return (
    <section class="pf-section" aria-label="View curve">
      <h3 class="pf-h">
        Views over {formatMinutes(curve.horizon_min)} <span class="pf-tag">{whose}</span>
      </h3>
      <div
        class="pf-chart"
        data-testid="preflight-chart"
        ref={target}
        role="img"
        aria-label={`Predicted views: about ${formatCount(viewsAt(curve, DAY_MIN))} after 24 h, half of them within ${formatMinutes(curve.t_50_min)}`}
      />
      <p class="pf-note">Line: the likely views. Band: where 8 posts in 10 like this one land. Half the views come in the first {formatMinutes(curve.t_50_min)}.</p>
    </section>
  );
}
