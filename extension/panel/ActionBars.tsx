import type { ScoreResult } from '../../shared/index';
import { ACTION_LABELS, formatProbability, formatSigned } from './labels';

const SHOWN = 6;

/**
 * The engine's top predicted actions: each one's per-impression probability and its contribution to
 * X's weighted score (weight × probability; negative for mute, block, report...), both as bars.
 */
export function ActionBars({ actions }: { actions: ScoreResult['phoenix_actions_top'] }) {
  const shown = actions.slice(0, SHOWN);
  const maxP = Math.max(...shown.map((a) => a.probability), Number.MIN_VALUE);
  const maxC = Math.max(...shown.map((a) => Math.abs(a.contribution)), Number.MIN_VALUE);
  return (
    <section class="pf-section" data-testid="preflight-actions" aria-label="Predicted actions">
      <h3 class="pf-h">Predicted actions</h3>
      <ul class="pf-bars">
        {shown.map((a) => (
          <li key={a.action} class="pf-bar-row">
            <span class="pf-bar-label">{ACTION_LABELS[a.action]}</span>
            <span class="pf-bar-pair">
              <span class="pf-bar" title={`probability per impression ${formatProbability(a.probability)}`}>
                <span class="pf-bar__fill pf-bar__fill--p" style={{ width: `${((a.probability / maxP) * 100).toFixed(1)}%` }} />
              </span>
              <span class="pf-bar" title={`contribution ${formatSigned(a.contribution)}`}>
                <span
                  class={`pf-bar__fill ${a.contribution >= 0 ? 'pf-bar__fill--up' : 'pf-bar__fill--down'}`}
                  style={{ width: `${((Math.abs(a.contribution) / maxC) * 100).toFixed(1)}%` }}
                />
              </span>
            </span>
            <span class="pf-bar-value">
              {formatProbability(a.probability)} · {formatSigned(a.contribution)}
            </span>
          </li>
        ))}
      </ul>
      <p class="pf-note">Top bar: chance per impression. Bottom bar: contribution to X's weighted score.</p>
    </section>
  );
}
