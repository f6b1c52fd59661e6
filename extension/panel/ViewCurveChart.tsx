import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { ViewCurve } from '../../shared/index';
import { chartData, chartOptions, viewsAt } from './viewCurveChart';
import { formatCount, formatMinutes } from './labels';
import type { Theme } from './theme';

const HEIGHT = 130;
const DAY_MIN = 24 * 60;

/** The predicted cumulative views over 48 h; a cold-start curve is a generic prior, and says so. */
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

  const status = curve.status === 'cold_start' ? 'cold start' : 'your account';
  return (
    <section class="pf-section pf-section--wide" aria-label="View curve">
      <h3 class="pf-h">
        Views over {formatMinutes(curve.horizon_min)} <span class="pf-tag">{status}</span>
      </h3>
      <div class="pf-chart" data-testid="preflight-chart" ref={target} role="img" aria-label={`Predicted views: about ${formatCount(viewsAt(curve, DAY_MIN))} after 24 h, half of them within ${formatMinutes(curve.t_50_min)}`} />
      <p class="pf-note">
        Line: central estimate; band: 80 % range. Half the views by {formatMinutes(curve.t_50_min)}, ≈ {formatCount(viewsAt(curve, DAY_MIN))} by 24 h.
        {curve.status === 'cold_start' ? ' Cold start: a generic baseline, not your account’s history.' : ''}
      </p>
    </section>
  );
}
