import type { ScoreResult } from '../../shared/index';
import { AccountForecast } from './AccountForecast';
import type { Theme } from './theme';
import { ViewCurveChart } from './ViewCurveChart';

/** Who is likely to see it, in people's terms; the account's own forecast when one is imported. */
export function ReachTab({ result, theme }: { result: ScoreResult; theme: Theme }) {
  const ownViews = result.expected_engagement?.impressions ?? null;
  return (
    <div class="pf-reach">
      {ownViews ? null : (
        <p class="pf-forecast" data-testid="preflight-reach">
          {result.explanation.reach.sentence}
        </p>
      )}
      {result.account ? <AccountForecast account={result.account} expected={result.expected_engagement} /> : null}
      <ViewCurveChart curve={result.view_curve} theme={theme} />
    </div>
  );
}
