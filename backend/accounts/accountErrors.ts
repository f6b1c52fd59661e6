// What the accounts refuse or fail at, as the domain says it: plain errors with the writer's message. Only the
// error handler turns them into an HTTP answer (errors/domainErrors.ts).

/** No account with that id for this key (another key's account is not there either, as far as this key knows). */
export class AccountNotFound extends Error {
  override name = 'AccountNotFound';
  constructor(id: string) {
    const shown = id.length > 64 ? `${id.slice(0, 64)}…` : id;
    super(`No account "${shown}" for this API key; GET /api/v1/accounts lists this key's accounts.`);
  }
}

/** The key holds as many accounts as its tier allows. */
export class AccountLimitReached extends Error {
  override name = 'AccountLimitReached';
}

/** An upload would take the stored texts past a text budget; nothing of it was stored (overBudget.ts says it). */
export class TextBudgetExceeded extends Error {
  override name = 'TextBudgetExceeded';
}

/** The posts were stored but the account's model could not be recalibrated; `cause` says why. */
export class RecalibrationFailed extends Error {
  override name = 'RecalibrationFailed';
}
