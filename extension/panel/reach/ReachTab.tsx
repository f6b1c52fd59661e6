import type { ScoreResult } from '@preflight/engine';
import { AccountForecast } from './AccountForecast';
import type { Theme } from '../../../ui/theme';
import { ViewCurveChart } from '../../../ui/ViewCurveChart';

/**
 * Who is likely to see it, in the writer's own numbers: the views against the usual post (the account's own
 * once imported, else a new account's, and said so), the usual itself, then the account's forecast of the
 * rest and the curve. The words are the engine's explanation, the same the API and the command line give.
 */
export function ReachTab({ result, theme }: { result: ScoreResult; theme: Theme }) {
  const { reach } = result.explanation;
  return (
    <div class="pf-reach">
      <p class="pf-forecast" data-testid="preflight-reach">
        {reach.sentence}
      </p>
      <p class="pf-note" data-testid="preflight-reach-usual">
        {reach.usual.sentence}
      </p>
      {result.account ? <AccountForecast account={result.account} expected={result.expected_engagement} /> : null}
      <ViewCurveChart curve={result.view_curve} theme={theme} />
    </div>
  );
}
