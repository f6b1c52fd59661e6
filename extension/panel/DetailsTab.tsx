import type { ScoreResult } from '../../shared/index';
import { ActionBars } from './ActionBars';
import { Dimensions } from './Dimensions';
import { formatMinutes, shownScore } from './labels';
import { dayViews, viewsWords } from './reachWords';

/**
 * The numbers behind the verdict, for those who want them, each in a writer's terms: the score as the line
 * shows it, actions per 1,000 views, and the views at 24 h with the same band as the Reach tab.
 */
export function DetailsTab({ result }: { result: ScoreResult }) {
  const curve = result.view_curve;
  const day = dayViews(curve);
  return (
    <div class="pf-grid" data-testid="preflight-details">
      <ActionBars actions={result.phoenix_actions_top} />
      <Dimensions dimensions={result.composite_dimensions} />
      <section class="pf-section pf-section--wide" aria-label="The numbers" data-testid="preflight-numbers">
        <h3 class="pf-h">The numbers</h3>
        <dl class="pf-numbers">
          <dt>Score</dt>
          <dd>{shownScore(result.pre_publish_score)} of 100</dd>
          {day ? (
            <>
              <dt>Views at 24 h</dt>
              <dd data-testid="preflight-details-views">{viewsWords(day)}</dd>
            </>
          ) : null}
          <dt>Half the views by</dt>
          <dd>
            {formatMinutes(curve.t_50_min)}; 90 % by {formatMinutes(curve.t_90_min)}
          </dd>
          <dt>Forecast from</dt>
          <dd>{curve.status === 'calibrated' ? 'your account’s posts' : 'a typical new account (no history imported)'}</dd>
        </dl>
      </section>
    </div>
  );
}
