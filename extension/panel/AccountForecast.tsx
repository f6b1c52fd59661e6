import type { AccountUse, ExpectedEngagement, ViewCurve } from '../../shared/index';
import { accountBasisWords, forecastSentence, viewsNeededWords } from './accountWords';
import { dayViews } from './reachWords';

/**
 * The account's forecast with its views read from the view curve, the panel's one source for views, so the
 * sentence, the chart and Details show the same band (likes, reposts and replies are the forecast's own).
 */
function withCurveViews(expected: ExpectedEngagement, curve: ViewCurve): ExpectedEngagement {
  if (!expected.impressions) return expected;
  return { ...expected, impressions: dayViews(curve) ?? expected.impressions };
}

/** With a stored account model: what the score is based on and the account's own forecast for the draft. */
export function AccountForecast({ account, expected, curve }: { account: AccountUse; expected: ExpectedEngagement | null; curve: ViewCurve }) {
  const basis = accountBasisWords(account);
  const viewsNeeded = viewsNeededWords(account);
  const coldStart = account.status === 'cold_start';
  return (
    <section class="pf-section pf-section--wide" data-testid="preflight-account" aria-label="Your account">
      <h3 class="pf-h">
        Your account
        {coldStart ? null : (
          <span class="pf-tag" data-testid="preflight-account-basis">
            {basis}
          </span>
        )}
      </h3>
      {coldStart ? (
        <p class="pf-note" data-testid="preflight-account-basis">
          {basis}
        </p>
      ) : null}
      {expected ? (
        <p class="pf-forecast" data-testid="preflight-account-forecast">
          {forecastSentence(withCurveViews(expected, curve))}
        </p>
      ) : null}
      {viewsNeeded ? <p class="pf-note">{viewsNeeded}</p> : null}
    </section>
  );
}
