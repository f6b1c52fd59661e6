import type { AccountUse, ExpectedEngagement } from '@preflight/engine';
import { accountBasisWords, forecastSentence, viewsNeededWords } from '@preflight/engine';

/** With a stored account model: what the score is based on and the account's own forecast of likes for the draft. */
// The engine reads the account's views off the same view curve, with the same viewsAt, as the chart and
// Details: the Reach tab's first line says them, against the account's usual, and this section does not again.
export function AccountForecast({ account, expected }: { account: AccountUse; expected: ExpectedEngagement | null }) {
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
          {/* The views are the Reach tab's first line already (the same figure): here the rest of the forecast. */}
          {forecastSentence({ ...expected, impressions: null })}
        </p>
      ) : null}
      {viewsNeeded ? <p class="pf-note">{viewsNeeded}</p> : null}
    </section>
  );
}
