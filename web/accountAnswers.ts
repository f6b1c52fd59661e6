// The account endpoints' answers the page shows, read field by field (the shell carries no zod; the
// service validates what it sends against backend/accounts/accountSchemas.ts).
import { accountStatusWords, skippedRowWords, type AccountStanding, type AccountStatus } from '@preflight/engine';

type Fields = Record<string, unknown>;

const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export interface AccountShown {
  id: string;
  label: string;
  platform: string;
  status: string;
  posts: number;
  /** A typical post's views and likes on the account, once there are enough posts to say. */
  usualViews: number | null;
  usualLikes: number | null;
  postsNeeded: number | null;
}

export function accountOf(body: unknown): AccountShown | null {
  if (!isFields(body)) return null;
  const id = str(body.id);
  const label = str(body.label);
  const platform = str(body.platform);
  const status = str(body.status);
  const posts = num(body.posts);
  if (id === null || label === null || platform === null || status === null || posts === null) return null;
  const median = isFields(body.calibration) && isFields(body.calibration.median) ? body.calibration.median : null;
  return {
    id,
    label,
    platform,
    status,
    posts,
    usualViews: num(median?.impressions),
    usualLikes: num(median?.likes),
    postsNeeded: num(body.posts_needed),
  };
}

const STATUSES: readonly AccountStatus[] = ['calibrated', 'likes_only', 'cold_start'];

/**
 * The account's standing in the engine's terms, the one its status words are said from (the same words as the
 * extension's options page and the command line); null for a summary without posts_needed or a status this
 * page does not know.
 */
export function standingShown(account: AccountShown): AccountStanding | null {
  const status = STATUSES.find((s) => s === account.status);
  if (status === undefined || account.postsNeeded === null) return null;
  return {
    status,
    posts: account.posts,
    posts_needed: account.postsNeeded,
    typical_views: account.usualViews,
    typical_likes: account.usualLikes,
  };
}

/** The account's status line on the page: the engine's words, or a status this page does not know as the service sent it. */
export function accountStatusLine(account: AccountShown): string {
  const standing = standingShown(account);
  if (standing) return accountStatusWords(standing);
  // A summary (the list, a new account) has no posts_needed: the detail, read next, says the rest.
  return STATUSES.some((s) => s === account.status) ? '' : account.status;
}

export function accountsOf(body: unknown): AccountShown[] {
  if (!isFields(body) || !Array.isArray(body.accounts)) return [];
  return body.accounts.map(accountOf).filter((a): a is AccountShown => a !== null);
}

export interface UploadShown {
  received: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  status: string;
  posts: number;
  format: string | null;
  /** The importer's own sentences about the file (what was read, what was kept out of the usual). */
  notes: string[];
  /** The first skipped rows, each with its row and reason in the options page's words ("row 4: no likes count"). */
  skippedRows: string[];
}

export function uploadOf(body: unknown): UploadShown | null {
  if (!isFields(body)) return null;
  const counts = ['received', 'added', 'updated', 'unchanged', 'posts'].map((k) => num(body[k]));
  const status = str(body.status);
  const skipped = isFields(body.skipped) ? num(body.skipped.count) : null;
  if (counts.some((c) => c === null) || status === null || skipped === null) return null;
  const [received, added, updated, unchanged, posts] = counts as number[];
  const imported = isFields(body.import) ? body.import : null;
  const notes = Array.isArray(imported?.notes) ? imported.notes.filter((n): n is string => typeof n === 'string') : [];
  const first = isFields(body.skipped) && Array.isArray(body.skipped.first) ? body.skipped.first : [];
  const skippedRows = first
    .map((row) => (isFields(row) && str(row.reason) !== null ? skippedRowWords({ row: num(row.row), reason: str(row.reason)! }) : null))
    .filter((r): r is string => r !== null);
  return {
    received: received!,
    added: added!,
    updated: updated!,
    unchanged: unchanged!,
    posts: posts!,
    skipped,
    status,
    format: str(imported?.format),
    notes,
    skippedRows,
  };
}

/** The content type the service reads a history file by: a CSV export, or JSON lines. */
export function uploadType(fileName: string): string {
  return /\.(jsonl|ndjson)$/iu.test(fileName) ? 'application/x-ndjson' : 'text/csv';
}

/** One draft scored with the account and found later in its history: what was forecast and what it got. */
export interface ReceiptShown {
  postedAt: string;
  /** The forecast's likes at 24 h (median and 80 % band); null when the account was not calibrated then. */
  predicted: { median: number; lo: number; hi: number } | null;
  actualLikes: number;
  inside: boolean | null;
}

export interface ReceiptsShown {
  count: number;
  /** Share of receipts with a forecast whose likes fell inside the band; null without any. */
  insideLikes: number | null;
  newest: ReceiptShown[];
}

function receiptOf(body: unknown): ReceiptShown | null {
  if (!isFields(body) || !isFields(body.actual)) return null;
  const postedAt = str(body.posted_at);
  const actualLikes = num(body.actual.likes);
  if (postedAt === null || actualLikes === null) return null;
  const likes = isFields(body.predicted) && isFields(body.predicted.likes) ? body.predicted.likes : null;
  const [median, lo, hi] = [num(likes?.median), num(likes?.lo80), num(likes?.hi80)];
  const predicted = median !== null && lo !== null && hi !== null ? { median, lo, hi } : null;
  const inside = isFields(body.inside_band) && typeof body.inside_band.likes === 'boolean' ? body.inside_band.likes : null;
  return { postedAt, predicted, actualLikes, inside };
}

/** GET /accounts/{id}/receipts, newest first; at most `shown` of them. */
export function receiptsOf(body: unknown, shown = 5): ReceiptsShown | null {
  if (!isFields(body) || !Array.isArray(body.receipts) || !isFields(body.summary)) return null;
  const count = num(body.summary.count);
  if (count === null) return null;
  const newest = body.receipts
    .slice(0, shown)
    .map(receiptOf)
    .filter((r): r is ReceiptShown => r !== null);
  return { count, insideLikes: num(body.summary.inside_band_likes), newest };
}
