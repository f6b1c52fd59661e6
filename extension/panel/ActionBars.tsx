import type { ScoreResult } from '../../shared/index';
import { ACTION_LABELS, perThousandViews } from './labels';

type Action = ScoreResult['phoenix_actions_top'][number];

/** Most likely first. */
const byChance = (a: Action, b: Action) => b.probability - a.probability;

function ActionRows({ actions, kind }: { actions: readonly Action[]; kind: 'up' | 'risk' }) {
  const most = Math.max(...actions.map((a) => a.probability), Number.MIN_VALUE);
  return (
    <ul class="pf-bars" data-testid={`preflight-actions-${kind}`}>
      {actions.map((a) => {
        const count = perThousandViews(a.probability);
        return (
          <li key={a.action} class="pf-bar-row">
            <span class="pf-bar-label">{ACTION_LABELS[a.action]}</span>
            <span class="pf-bar" aria-hidden="true">
              <span class={`pf-bar__fill ${kind === 'up' ? 'pf-bar__fill--up' : 'pf-bar__fill--risk'}`} style={{ width: `${((a.probability / most) * 100).toFixed(1)}%` }} />
            </span>
            <span class="pf-bar-value" data-testid="preflight-action-count">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The engine's most telling predicted actions, said as how many of 1,000 people who see the post do each:
 * first what the writer wants (likes, replies, reposts…), then what costs reach (scrolling past, muting,
 * reporting). The ranking weights and contributions behind them stay in the engine: a writer acts on people.
 */
export function ActionBars({ actions }: { actions: ScoreResult['phoenix_actions_top'] }) {
  const wanted = actions.filter((a) => a.contribution > 0).sort(byChance);
  const unwanted = actions.filter((a) => a.contribution < 0).sort(byChance);
  return (
    <section class="pf-section" data-testid="preflight-actions" aria-label="Per 1,000 views">
      <h3 class="pf-h">Per 1,000 views</h3>
      {wanted.length > 0 ? <ActionRows actions={wanted} kind="up" /> : null}
      {unwanted.length > 0 ? (
        <>
          <p class="pf-note">and what costs reach</p>
          <ActionRows actions={unwanted} kind="risk" />
        </>
      ) : null}
      <p class="pf-note" data-testid="preflight-actions-note">
        Of 1,000 people who see the post, about how many do each.
      </p>
    </section>
  );
}
