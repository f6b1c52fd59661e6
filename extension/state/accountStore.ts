// The model learned from the user's own posts (calibrateAccount), one per platform, in local extension
// storage. Only the model and a summary of the import are kept, never the posts: the model is all the
// panel needs to score with, and it is a couple of kilobytes where a history can be megabytes.
// Parsed with zod on every read: an old or hand-edited value reads as "no account" instead of breaking the panel.
import { z } from 'zod';
import { AccountModel, Platform } from '@preflight/engine';
import { accountItems as items } from '../storage/accountItems';

/** How many skipped rows are kept with their reasons (the count is kept whole). */
export const SKIPPED_KEPT = 5;

/** A row the import left out, as the extension keeps it: the file it came from, its row and the reason. */
export const StoredRowSkip = z.object({ file: z.string(), row: z.number().int().min(0), reason: z.string() });
export type StoredRowSkip = z.infer<typeof StoredRowSkip>;

export const StoredAccount = z.object({
  model: AccountModel,
  /** When the files were imported here (the model's own calibrated_at is the newest post's time). */
  imported_at: z.iso.datetime({ offset: true }),
  files: z.array(z.string()),
  /** Data rows read from the files, duplicates and skipped rows included. */
  received: z.number().int().min(0),
  skipped: z.object({ count: z.number().int().min(0), first: z.array(StoredRowSkip).max(SKIPPED_KEPT) }),
  /** The import's summary in sentences: how the files were read, what was kept out of the usual (absent before it was kept). */
  notes: z.array(z.string().max(500)).max(20).optional(),
});
export type StoredAccount = z.infer<typeof StoredAccount>;

export type AccountModels = Partial<Record<Platform, AccountModel>>;

/** A stored value for `platform`, or null when there is none or it does not parse (or names another platform). */
export function parseStoredAccount(raw: unknown, platform: Platform): StoredAccount | null {
  const parsed = StoredAccount.safeParse(raw);
  return parsed.success && parsed.data.model.platform === platform ? parsed.data : null;
}

export async function loadAccount(platform: Platform): Promise<StoredAccount | null> {
  return parseStoredAccount(await items[platform].getValue(), platform);
}

const OlderModel = z.object({ model: z.object({ version: z.number().int() }) });

/**
 * A stored value that an earlier version of Preflight wrote: its model's version is older than this one's.
 * The extension keeps no posts, so it cannot recalibrate it: the options page asks for the files again.
 */
export function isOutdatedAccount(raw: unknown): boolean {
  const older = OlderModel.safeParse(raw);
  return older.success && older.data.model.version < AccountModel.shape.version.value;
}

/** The platform's stored account, and whether a value is stored that this version can no longer read. */
export async function loadAccountState(platform: Platform): Promise<{ account: StoredAccount | null; outdated: boolean }> {
  const raw = await items[platform].getValue();
  const account = parseStoredAccount(raw, platform);
  return { account, outdated: account === null && isOutdatedAccount(raw) };
}

/** Every platform's model that is stored: for the popup, whose platform can change. */
export async function loadAccountModels(): Promise<AccountModels> {
  const models: AccountModels = {};
  for (const platform of Platform.options) {
    const stored = await loadAccount(platform);
    if (stored) models[platform] = stored.model;
  }
  return models;
}

/** Replaces the platform's stored account (an import replaces, it does not add: the posts are not kept). */
export async function saveAccount(account: StoredAccount): Promise<StoredAccount> {
  const valid = StoredAccount.parse(account);
  await items[valid.model.platform].setValue(valid);
  return valid;
}

export async function removeAccount(platform: Platform): Promise<void> {
  await items[platform].removeValue();
}

export function watchAccount(platform: Platform, onChange: (account: StoredAccount | null) => void): () => void {
  return items[platform].watch((raw) => onChange(parseStoredAccount(raw, platform)));
}
