// Your account: create one on the service, upload an X analytics export (read by the service with the
// same importers as the extension's, whose messages are shown as they are), see the account's usual post,
// and have "Check with the service" forecast the draft's reach against it.
import { useState } from 'preact/hooks';
import { countWords, wholeNumber } from '@preflight/engine';
import { accountStatusLine, type AccountShown, type ReceiptsShown, type UploadShown } from './accountAnswers';
import type { AccountState } from './accountState';
import type { DraftState } from './draftState';
import type { KeyState } from './keyState';
import { ServiceProblem } from './ServiceProblem';

/** The account's forecasts checked against what its posts got: said once there is something to say. */
function Receipts({ receipts }: { receipts: ReceiptsShown }) {
  if (receipts.count === 0) {
    return (
      <p class="web-muted" data-testid="account-receipts">
        Forecasts checked: none yet. A draft checked with this account, posted, and found in a later upload of your export is set against
        what it got.
      </p>
    );
  }
  const share = receipts.insideLikes;
  return (
    <div class="web-stack" data-testid="account-receipts">
      <p>
        Forecasts checked: {wholeNumber(receipts.count)} posted draft{receipts.count === 1 ? '' : 's'}
        {share !== null
          ? `; the likes fell inside the forecast's likely range for ${Math.round(share * 100)} % of them (about ` +
            `80 % when the range is honest)`
          : ''}
        .
      </p>
      <ul class="web-notes">
        {receipts.newest.map((r, i) => (
          <li key={i}>
            Posted {r.postedAt.slice(0, 10)}:{' '}
            {r.predicted
              ? `forecast ${wholeNumber(r.predicted.median)} likes (likely ${wholeNumber(r.predicted.lo)}–${wholeNumber(r.predicted.hi)}), `
              : 'no forecast of its own then, '}
            got {wholeNumber(r.actualLikes)}
            {r.inside === null ? '' : r.inside ? ', inside the range' : ', outside the range'}.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chosen account: its posts, status (with its typical post), receipts, the upload and whether checks use it. */
function ChosenAccount({ account, chosen }: { account: AccountState; chosen: AccountShown }) {
  return (
    <div class="web-stack" data-testid="account-chosen">
      <p>
        <strong>{chosen.label}</strong> ({chosen.platform}):{' '}
        <span data-testid="account-posts">{countWords(chosen.posts, 'post', 'posts')}</span>.
      </p>
      <p data-testid="account-status">{accountStatusLine(chosen)}</p>
      {account.receipts.value ? <Receipts receipts={account.receipts.value} /> : null}
      <label class="web-field">
        Upload an export (X's account_analytics_content or tweet_activity_metrics CSV, or Preflight's CSV or JSON lines)
        <input
          type="file"
          accept=".csv,.jsonl,.ndjson,text/csv"
          data-testid="account-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void account.uploadFile(file);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <label class="web-check">
        <input
          type="checkbox"
          data-testid="account-use"
          checked={account.useForChecks.value}
          onChange={(e) => (account.useForChecks.value = e.currentTarget.checked)}
        />
        Use this account when checking with the service
      </label>
    </div>
  );
}

/** No account yet: a name, and the button that creates it on the draft's platform. */
function CreateAccount({ account, draft }: { account: AccountState; draft: DraftState }) {
  const [label, setLabel] = useState('');
  return (
    <form
      class="web-row"
      data-testid="account-create-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (label.trim() !== '') void account.create(label.trim(), draft.platform.peek());
      }}
    >
      <label class="web-field web-inline">
        Name
        <input
          type="text"
          data-testid="account-label"
          value={label}
          placeholder="@you on X"
          onInput={(e) => setLabel(e.currentTarget.value)}
        />
      </label>
      <button type="submit" class="pf-button" data-testid="account-create" disabled={label.trim() === ''}>
        Create account
      </button>
    </form>
  );
}

/** What the last upload did: how it was read, the rows' counts, and the importer's notes as it wrote them. */
function UploadReport({ upload }: { upload: UploadShown }) {
  return (
    <div class="web-stack" data-testid="account-upload">
      <p data-testid="account-upload-counts">
        {upload.format ? `Read as ${upload.format}: ` : ''}
        {wholeNumber(upload.received)} rows, {wholeNumber(upload.added)} added, {wholeNumber(upload.updated)} updated,{' '}
        {wholeNumber(upload.unchanged)} unchanged, {wholeNumber(upload.skipped)} skipped.
      </p>
      {upload.notes.length > 0 || upload.skippedRows.length > 0 ? (
        <ul class="web-notes" data-testid="account-upload-notes">
          {[...upload.notes, ...upload.skippedRows].map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function AccountSection({ account, keys, draft }: { account: AccountState; keys: KeyState; draft: DraftState }) {
  const kept = keys.kept.value;
  const chosenId = account.chosen.value;
  const chosen = account.accounts.value.find((a) => a.id === chosenId) ?? null;
  const upload = account.upload.value;
  const work = account.work.value;
  if (!kept) {
    return (
      <section class="web-card" aria-labelledby="account-heading" data-testid="account-section">
        <h2 id="account-heading">Your account</h2>
        <p class="web-muted">Accounts live on the service: enter your API key above to create one and upload your X export.</p>
      </section>
    );
  }
  return (
    <section class="web-card" aria-labelledby="account-heading" data-testid="account-section">
      <h2 id="account-heading">Your account</h2>
      <p class="web-muted">
        Upload your X analytics export and the service's forecasts say how a draft will do against your usual post. Accounts and uploads
        cost no calls.
      </p>
      {account.accounts.value.length > 1 ? (
        <label class="web-field web-inline">
          Account
          <select value={chosenId ?? ''} onChange={(e) => (account.chosen.value = e.currentTarget.value)}>
            {account.accounts.value.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {chosen ? <ChosenAccount account={account} chosen={chosen} /> : <CreateAccount account={account} draft={draft} />}
      <p class="web-muted" role="status" data-testid="account-work">
        {work.kind === 'busy' ? work.doing : work.kind === 'unreadable' ? 'The service sent an answer this page cannot read.' : ''}
      </p>
      {work.kind === 'failed' ? <ServiceProblem failure={work.failure} keyUsed={kept.key} testId="account-problem" /> : null}
      {upload ? <UploadReport upload={upload} /> : null}
    </section>
  );
}
