import type { Platform, ScoreResult } from '../../shared/index';
import { ACTION_LABELS, formatProbability, formatSigned, rankingScoreName } from './labels';

const SHOWN = 6;

/**
 * The engine's top predicted actions: each one's chance per view and its contribution to the ranking score
 * (weight × probability; negative for mute, block, report...), both as bars, named for the platform.
 */
export function ActionBars({ actions, platform }: { actions: ScoreResult['phoenix_actions_top']; platform: Platform }) {
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
              <span class="pf-bar" title={`chance per view ${formatProbability(a.probability)}`}>
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
      <p class="pf-note" data-testid="preflight-actions-note">
        Top bar: chance per view. Bottom bar: contribution to {rankingScoreName(platform)}.
      </p>
    </section>
  );
}
