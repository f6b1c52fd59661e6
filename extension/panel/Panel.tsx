import type { PanelModel } from '../state/panelModel';
import { lengthOf, type LiveScore } from '../state/liveScore';
import { AccountForecast } from './AccountForecast';
import { ActionBars } from './ActionBars';
import { BlockerList } from './BlockerList';
import { CheckWithApi } from './CheckWithApi';
import { DecisionBadge } from './DecisionBadge';
import { Dimensions } from './Dimensions';
import { DraftsPanel } from './DraftsPanel';
import { LengthMeter } from './LengthMeter';
import { Reasons } from './Reasons';
import { ThreadParts } from './ThreadParts';
import type { Theme } from './theme';
import { ViewCurveChart } from './ViewCurveChart';
import { TEXT_MAX, TEXT_MIN } from '../../shared/index';

export interface PanelProps {
  model: PanelModel;
  theme: Theme;
  /** In a composer: writes a variant into the editor. Absent in the popup. */
  onInsert?: (text: string) => Promise<boolean>;
  /** The drafts section; the popup shows it on its own tab instead. */
  drafts?: boolean;
}

function statusLine(live: LiveScore): string | null {
  switch (live.kind) {
    case 'empty':
      return 'Start typing: the score updates as you write.';
    case 'too_short':
      return `Keep going: scores start at ${TEXT_MIN} characters.`;
    case 'too_long':
      return `Over ${TEXT_MAX.toLocaleString('en-US')} characters: too long to score.`;
    case 'failed':
      return `Could not score this draft: ${live.message}`;
    case 'scored':
      return null;
  }
}

/** The whole panel: the same component beside a composer and in the popup. */
export function Panel({ model, theme, onInsert, drafts = true }: PanelProps) {
  const live = model.live.value;
  const result = live.kind === 'scored' ? live.result : null;
  const collapsed = model.collapsed.value;
  const status = statusLine(live);
  return (
    <section class={`pf pf--${theme}`} data-testid="preflight-panel" aria-label="Preflight">
      <header class="pf-head">
        <span class="pf-brand" aria-hidden="true">
          ✈
        </span>
        <span class="pf-title">Preflight</span>
        <DecisionBadge decision={result?.decision ?? null} />
        <span class="pf-score" data-testid="preflight-score" title="Pre-publish score, 0–100">
          {result ? (
            <>
              {Math.round(result.pre_publish_score)}
              <span class="pf-score__of">/100</span>
            </>
          ) : (
            '–'
          )}
        </span>
        <LengthMeter length={lengthOf(live)} />
        <button
          type="button"
          class="pf-toggle"
          data-testid="preflight-toggle"
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Show the Preflight details' : 'Hide the Preflight details'}
          onClick={() => (model.collapsed.value = !collapsed)}
        >
          {collapsed ? '▸' : '▾'}
        </button>
      </header>
      {collapsed ? null : (
        <div class="pf-body">
          {status ? <p class="pf-status">{status}</p> : null}
          {result ? (
            <div class="pf-grid">
              <BlockerList blockers={result.blockers} text={live.kind === 'scored' ? live.text : ''} />
              <Reasons reasons={result.reasons} />
              <ActionBars actions={result.phoenix_actions_top} />
              <Dimensions dimensions={result.composite_dimensions} />
              {result.account ? <AccountForecast account={result.account} expected={result.expected_engagement} /> : null}
              <ViewCurveChart curve={result.view_curve} theme={theme} />
              {result.thread ? <ThreadParts thread={result.thread} /> : null}
            </div>
          ) : null}
          {model.mode.value === 'online' ? <CheckWithApi model={model} /> : null}
          {drafts ? <DraftsPanel model={model} onInsert={onInsert} /> : null}
        </div>
      )}
    </section>
  );
}
