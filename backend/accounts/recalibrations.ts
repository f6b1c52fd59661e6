// Recalibrations of one account, coalesced: while one runs, every further change to the account waits for
// one more, shared by all of them, instead of queueing one each. Four one-row edits to an account whose
// calibration takes 12 s cost two calibrations (24 s of a thread), not four (48 s), and the answer to each
// edit still comes from a model calibrated on a history that includes it.
export class Recalibrations<Model> {
  /** Per account: the calibration running now (it has read, or is reading, the posts) and the one after it. */
  readonly #states = new Map<string, { running: Promise<Model>; next?: Promise<Model> }>();

  constructor(
    /** Reads the account's posts and calibrates them; called at most once at a time per account. */
    private readonly calibrate: (accountId: string) => Promise<Model>,
  ) {}

  /** A model calibrated after this call on every post stored before it. */
  request(accountId: string): Promise<Model> {
    const state = this.#states.get(accountId);
    if (!state) return this.#start(accountId);
    // The running one may have read the posts before this change: the next one reads them after it.
    state.next ??= state.running.then(
      () => this.#start(accountId),
      () => this.#start(accountId),
    );
    return state.next;
  }

  /** How many accounts have a calibration running or waiting (for tests and logs). */
  get active(): number {
    return this.#states.size;
  }

  #start(accountId: string): Promise<Model> {
    const running = this.calibrate(accountId);
    this.#states.set(accountId, { running });
    const settle = () => {
      const state = this.#states.get(accountId);
      if (state?.running === running && state.next === undefined) this.#states.delete(accountId);
    };
    running.then(settle, settle);
    return running;
  }
}
