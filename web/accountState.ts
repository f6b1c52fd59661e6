// The key's accounts on the service, the one the page uses, and the last upload's outcome.
import { signal } from '@preact/signals';
import {
  accountOf,
  accountsOf,
  receiptsOf,
  uploadOf,
  uploadType,
  type AccountShown,
  type ReceiptsShown,
  type UploadShown,
} from './accountAnswers';
import type { KeyState } from './keyState';
import { callService, type ServiceFailure } from './serviceApi';

export type AccountWork =
  | { kind: 'idle' }
  | { kind: 'busy'; doing: string }
  | { kind: 'failed'; failure: ServiceFailure }
  | { kind: 'unreadable' };

/** What the page shows of the key's accounts, each a signal the section reads. */
function accountSignals() {
  return {
    accounts: signal<AccountShown[]>([]),
    chosen: signal<string | null>(null),
    /** Whether "Check with the service" scores with the chosen account (its own usual, relative reach). */
    useForChecks: signal(true),
    upload: signal<UploadShown | null>(null),
    /** The chosen account's receipts: its forecasts set against what the posts got. */
    receipts: signal<ReceiptsShown | null>(null),
    work: signal<AccountWork>({ kind: 'idle' }),
  };
}

/**
 * Reads an account's detail and receipts into the page's signals. Details are read after a create and after each
 * upload, and an upload can start while the create's read is still out: only the latest read is shown, since an
 * older answer would put back the account as it was before the upload.
 */
function latestDetailReader(shown: ReturnType<typeof accountSignals>, key: () => string | null) {
  let reads = 0;
  return async (id: string) => {
    const k = key();
    if (!k) return;
    const read = ++reads;
    const answer = await callService(`/api/v1/accounts/${encodeURIComponent(id)}`, { method: 'GET', key: k });
    const detail = answer.ok ? accountOf(answer.body) : null;
    if (read !== reads) return;
    if (detail) shown.accounts.value = shown.accounts.peek().map((a) => (a.id === id ? detail : a));
    const checked = await callService(`/api/v1/accounts/${encodeURIComponent(id)}/receipts`, { method: 'GET', key: k });
    if (read === reads) shown.receipts.value = checked.ok ? receiptsOf(checked.body) : null;
  };
}

export function createAccountState(keys: KeyState) {
  const shown = accountSignals();
  const { accounts, chosen, useForChecks, upload, receipts, work } = shown;

  const key = () => keys.kept.peek()?.key ?? null;
  const fail = (failure: ServiceFailure) => {
    keys.noteFailure(failure);
    work.value = { kind: 'failed', failure };
  };

  const refresh = async () => {
    const k = key();
    if (!k) return;
    const answer = await callService('/api/v1/accounts', { method: 'GET', key: k });
    if (!answer.ok) return;
    const listed = accountsOf(answer.body);
    // The list has no calibration; the chosen account's detail has its usual.
    const id = chosen.peek() ?? listed.at(-1)?.id ?? null;
    accounts.value = listed;
    chosen.value = id;
    if (id) await loadDetail(id);
  };

  const loadDetail = latestDetailReader(shown, key);

  const create = async (label: string, platform: string) => {
    const k = key();
    if (!k) return;
    work.value = { kind: 'busy', doing: 'Creating the account…' };
    const answer = await callService('/api/v1/accounts', { method: 'POST', key: k, json: { label, platform } });
    if (!answer.ok) return fail(answer);
    // The answer is a summary: the detail, read next, has what the status line says (the posts still needed).
    const created = accountOf(answer.body);
    work.value = created ? { kind: 'idle' } : { kind: 'unreadable' };
    if (!created) return;
    accounts.value = [...accounts.peek(), created];
    chosen.value = created.id;
    upload.value = null;
    await loadDetail(created.id);
  };

  const uploadFile = async (file: File) => {
    const k = key();
    const id = chosen.peek();
    if (!k || !id) return;
    work.value = { kind: 'busy', doing: `Reading ${file.name}…` };
    const answer = await callService(`/api/v1/accounts/${encodeURIComponent(id)}/posts`, {
      method: 'POST',
      key: k,
      raw: { body: file, type: uploadType(file.name) },
    });
    if (!answer.ok) return fail(answer);
    upload.value = uploadOf(answer.body);
    work.value = upload.value ? { kind: 'idle' } : { kind: 'unreadable' };
    await loadDetail(id);
  };

  const forKeyChange = () => {
    accounts.value = [];
    chosen.value = null;
    upload.value = null;
    receipts.value = null;
    work.value = { kind: 'idle' };
    void refresh();
  };

  /** The account a service check scores with, when the writer wants it. */
  const accountForChecks = () => (useForChecks.peek() ? chosen.peek() : null);

  return { ...shown, refresh, create, uploadFile, forKeyChange, accountForChecks };
}

export type AccountState = ReturnType<typeof createAccountState>;
