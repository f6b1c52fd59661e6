// Accounts and their histories: creation within the tier's limits, ownership (an account is seen only by
// the key that made it), ingest with recalibration, the model a score uses, and receipts.
import { randomBytes } from 'node:crypto';
import type { AccountModel } from '@preflight/engine/account';
import { calibrateAccount } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import type { Clock } from '../clock';
import { JobOutOfMemory } from '../jobs/jobOutOfMemory';
import { ACCOUNT_LIMITS, TEXT_BUDGETS, UPGRADE_PATH } from '../quota/tiers';
import type { AccountRecord, ApiKeyRecord, PostFingerprint, PredictionRecord, Store } from '../store/store';
import { AccountLimitReached, AccountNotFound, RecalibrationFailed } from './accountErrors';
import type { IngestResult, ReceiptsResult } from './accountSchemas';
import type { Calibrator } from './calibrator';
import { overBudgetError } from './overBudget';
import { Recalibrations } from './recalibrations';
import { matchReceipts, receiptsOf, receiptsSummary } from './receipts';
import type { ParsedUpload } from './parseUpload';
import { SkippedTally } from './skippedRows';
import type { UploadReader } from './uploadReader';

/** Predictions remembered per account for receipts; the oldest go first. */
export const PREDICTIONS_KEPT = 1_000;

type KeyRef = Pick<ApiKeyRecord, 'id' | 'tier' | 'prefix'>;

export function newAccountId(): string {
  return `acc_${randomBytes(8).toString('hex')}`;
}

export class AccountService {
  /** Changes to one account's posts run one after another. */
  readonly #queues = new Map<string, Promise<unknown>>();
  /** Each account's recalibrations, coalesced: changes made while one runs share the next. */
  readonly #recalibrations = new Recalibrations<AccountModel>((id) => this.#recalibrate(id));
  readonly #emptyModels = new Map<Platform, AccountModel>();
  /** Accounts whose last recalibration failed: the next upload recalibrates even if it changes nothing. */
  readonly #stale = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly calibrator: Calibrator,
    /** Fingerprints the texts of posts stored before fingerprints were kept, off the event loop. */
    private readonly fingerprinter: Pick<UploadReader, 'fingerprints'>,
  ) {}

  async create(key: KeyRef, request: { label: string; platform?: Platform }): Promise<AccountRecord> {
    const limit = ACCOUNT_LIMITS[key.tier].accounts;
    const account = {
      id: newAccountId(),
      key_id: key.id,
      label: request.label,
      platform: request.platform ?? 'x',
      created_at: this.clock.now().toISOString(),
    };
    const result = await this.store.createAccount(account, limit);
    if (!result.created) {
      const next = UPGRADE_PATH[key.tier];
      const upgrade =
        next === null
          ? ''
          : `, or ask the operator to move key ${key.prefix} to the ${next} tier (${ACCOUNT_LIMITS[next].accounts} accounts)`;
      throw new AccountLimitReached(
        `Account limit reached: the ${key.tier} tier allows ${limit} account${limit === 1 ? '' : 's'} per ` +
          `key and this key has ${result.count}. ` +
          `Delete one with DELETE /api/v1/accounts/{id}${upgrade}.`,
      );
    }
    return { ...account, posts: 0, text_bytes: 0, model: null, revision: 0 };
  }

  list(key: KeyRef): Promise<AccountRecord[]> {
    return this.store.listAccounts(key.id);
  }

  /** The account if this key made it; another key's account is as unknown as a made-up id. */
  async owned(key: KeyRef, id: string): Promise<AccountRecord> {
    const account = await this.store.getAccount(id);
    if (!account || account.key_id !== key.id) throw new AccountNotFound(id);
    return account;
  }

  async delete(key: KeyRef, id: string): Promise<void> {
    await this.owned(key, id);
    await this.#serial(id, () => this.store.deleteAccount(id));
  }

  postsLimit(key: KeyRef): number {
    return ACCOUNT_LIMITS[key.tier].posts_per_account;
  }

  /**
   * Stores the upload's posts (new ones newest first while they fit the tier's limit) and recalibrates the
   * account on its whole history when anything changed. An upload that would take the stored texts past the
   * tier's text budget (per account or per key) stores nothing: 413 text_budget_exceeded. The recalibration
   * runs outside the account's queue, so edits sent while it runs are stored meanwhile and share the next one.
   */
  async ingest(key: KeyRef, id: string, upload: ParsedUpload): Promise<IngestResult> {
    const stored = await this.#serial(id, async () => {
      const account = await this.owned(key, id);
      const limit = this.postsLimit(key);
      const newestFirst = [...upload.posts].sort(
        (a, b) => Date.parse(b.posted_at) - Date.parse(a.posted_at) || (a.post_id < b.post_id ? -1 : 1),
      );
      const budget = TEXT_BUDGETS[key.tier];
      const upsert = await this.store.upsertPosts(id, newestFirst, limit, { perAccount: budget.per_account, perKey: budget.per_key });
      if (!upsert) throw new AccountNotFound(id);
      if (upsert.over_budget) throw overBudgetError(key, upsert.over_budget);
      const full = `the account is full: the ${key.tier} tier keeps ${limit} posts per account and newer posts were kept first`;
      const skipped = SkippedTally.from(upload.skipped);
      for (const postId of upsert.over_limit)
        skipped.add({ row: upload.rows?.get(postId) ?? null, post_id: postId, reason: full, kind: 'over_limit' });
      const changed = upsert.added + upsert.updated > 0;
      return { account, upsert, skipped, limit, recalibrate: changed || this.#needsModel(account) };
    });
    const { account, upsert, skipped, limit } = stored;
    const model = stored.recalibrate ? await this.#recalibrations.request(id) : account.model;
    return {
      received: upload.received,
      added: upsert.added,
      updated: upsert.updated,
      unchanged: upsert.unchanged,
      skipped: skipped.summary(),
      status: model?.status ?? 'cold_start',
      posts: account.posts + upsert.added,
      posts_limit: limit,
      ...(upload.import ? { import: upload.import } : {}),
    };
  }

  /**
   * The model a score with this account uses: the stored one; an empty history's before any posts; or, when
   * the stored one is missing (a failed recalibration, a model from an older engine), a fresh calibration.
   */
  async modelFor(account: AccountRecord): Promise<AccountModel> {
    if (account.model) return account.model;
    if (account.posts > 0) {
      const current = await this.store.getAccount(account.id);
      if (!current) throw new AccountNotFound(account.id);
      return current.model ?? (await this.#recalibrations.request(account.id));
    }
    let empty = this.#emptyModels.get(account.platform);
    if (!empty) this.#emptyModels.set(account.platform, (empty = calibrateAccount([], { platform: account.platform })));
    return empty;
  }

  #needsModel(account: AccountRecord): boolean {
    return account.posts > 0 && (account.model === null || this.#stale.has(account.id));
  }

  /** Calibrates on every stored post and stores the model. Only through #recalibrations, once at a time per account. */
  async #recalibrate(id: string): Promise<AccountModel> {
    this.#stale.add(id);
    let model: AccountModel;
    // The revision is read before the posts: if the history changes in between, the save below is refused
    // and the newer history's own calibration saves its model (another instance may hold it).
    const account = await this.store.getAccount(id);
    if (!account) throw new AccountNotFound(id);
    try {
      model = await this.calibrator.calibrate(account.key_id, await this.store.listPosts(id), account.platform);
    } catch (error) {
      const why =
        error instanceof JobOutOfMemory
          ? `recalibrating the account needed more than the ${error.limitMb} MB of memory a calibration may use`
          : 'recalibrating the account failed';
      throw new RecalibrationFailed(
        `The posts are stored, but ${why}; send the upload again (nothing is added twice) and report the request id if it persists.`,
        { cause: error },
      );
    }
    await this.store.saveModel(id, model, account.revision);
    this.#stale.delete(id);
    return model;
  }

  remember(accountId: string, prediction: PredictionRecord): Promise<void> {
    return this.store.addPrediction(accountId, prediction, PREDICTIONS_KEPT);
  }

  /**
   * Matched by the fingerprints stored with the posts: no text of the history is read, normalised or hashed on
   * the event loop. Only the matched posts (at most one per prediction) are read whole.
   */
  async receipts(key: KeyRef, id: string): Promise<ReceiptsResult> {
    await this.owned(key, id);
    const predictions = await this.store.listPredictions(id);
    const matches = predictions.length === 0 ? [] : matchReceipts(predictions, await this.#fingerprinted(id));
    const receipts = receiptsOf(
      matches,
      await this.store.postsById(
        id,
        matches.map((m) => m.post_id),
      ),
    );
    return { receipts, summary: receiptsSummary(receipts) };
  }

  /**
   * Every post's fingerprint. Posts stored before fingerprints were kept get theirs now, computed on the upload
   * thread and saved, so this happens once per history. In the account's queue, so no ingest here replaces a
   * post between reading its text and saving its fingerprint.
   */
  async #fingerprinted(id: string): Promise<(PostFingerprint & { fingerprint: string })[]> {
    const posts = await this.store.listPostFingerprints(id);
    const missing = posts.filter((post) => post.fingerprint === null).map((post) => post.post_id);
    if (missing.length === 0) return posts as (PostFingerprint & { fingerprint: string })[];
    const computed = await this.#serial(id, async () => {
      const texts = await this.store.postsById(id, missing);
      const owner = (await this.store.getAccount(id))?.key_id ?? id;
      const fingerprints = await this.fingerprinter.fingerprints(
        owner,
        texts.map((post) => post.text),
      );
      const byId = new Map(texts.map((post, i) => [post.post_id, fingerprints[i]!]));
      await this.store.saveFingerprints(id, byId);
      return byId;
    });
    return posts.flatMap((post) => {
      const fingerprint = post.fingerprint ?? computed.get(post.post_id);
      return fingerprint === undefined ? [] : [{ ...post, fingerprint }];
    });
  }

  #serial<T>(id: string, run: () => Promise<T>): Promise<T> {
    const before = this.#queues.get(id) ?? Promise.resolve();
    const mine = before.then(run);
    const settled = mine.catch(() => undefined);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return mine;
  }
}
