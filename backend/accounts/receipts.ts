// Receipts: a draft scored with an account, later found in the account's history, set against what it did.
// A prediction counts for a post only when it was made before the post went out (a forecast made after
// would have seen the post in the history), and each post takes the newest prediction made since the
// previous post with the same text, so a text posted again is not credited with an old forecast twice.
import type { AccountPost } from '@preflight/engine/account';
import { ENGAGEMENT_HORIZON_MIN } from '@preflight/engine/account';
import type { Band } from '@preflight/engine';
import type { PostFingerprint, PredictionRecord } from '../store/store';
import type { Receipt, ReceiptsResult } from './accountSchemas';
import { EMPTY_TEXT_FINGERPRINT } from './textFingerprint';

/** Clocks differ (the platform's timestamps, ours): a prediction up to this long after the post still counts. */
export const RECEIPT_GRACE_MS = 10 * 60_000;
/** A snapshot stands for the 24 h count when it is this close to 24 h (12 to 48 h old). */
const HORIZON_WINDOW_MIN: readonly [number, number] = [ENGAGEMENT_HORIZON_MIN / 2, ENGAGEMENT_HORIZON_MIN * 2];

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function actualCounts(post: AccountPost): Receipt['actual'] {
  const [lo, hi] = HORIZON_WINDOW_MIN;
  const near = (post.snapshots ?? [])
    .filter((s) => s.age_min >= lo && s.age_min <= hi)
    .sort((a, b) => Math.abs(a.age_min - ENGAGEMENT_HORIZON_MIN) - Math.abs(b.age_min - ENGAGEMENT_HORIZON_MIN))[0];
  return {
    impressions: near?.impressions ?? post.metrics.impressions ?? null,
    likes: near?.likes ?? post.metrics.likes,
  };
}

const inside = (band: Band, x: number) => x >= band.lo80 && x <= band.hi80;

function receiptOf(post: AccountPost, prediction: PredictionRecord): Receipt {
  const actual = actualCounts(post);
  const e = prediction.expected_engagement;
  const predicted = e ? { impressions: e.impressions, likes: e.likes } : null;
  let insideBand: Receipt['inside_band'] = null;
  if (predicted) {
    insideBand =
      predicted.impressions && actual.impressions !== null
        ? { impressions: inside(predicted.impressions, actual.impressions), likes: inside(predicted.likes, actual.likes) }
        : { likes: inside(predicted.likes, actual.likes) };
  }
  return {
    post_id: post.post_id,
    posted_at: post.posted_at,
    scored_at: prediction.scored_at,
    predicted,
    actual,
    cold_start: prediction.cold_start,
    inside_band: insideBand,
  };
}

/** A post of the history found to have been scored before it went out, with the prediction it takes. */
export interface ReceiptMatch {
  post_id: string;
  prediction: PredictionRecord;
}

/**
 * Matches by the fingerprints stored with the posts, so the history's texts are neither read nor hashed: only
 * the posts whose fingerprint some prediction has are put in time order. Newest post first.
 */
export function matchReceipts(
  predictions: readonly PredictionRecord[],
  posts: readonly (PostFingerprint & { fingerprint: string })[],
): ReceiptMatch[] {
  const byFingerprint = new Map<string, PredictionRecord[]>();
  for (const p of predictions) {
    const list = byFingerprint.get(p.fingerprint);
    if (list) list.push(p);
    else byFingerprint.set(p.fingerprint, [p]);
  }
  // A text with no words left once normalised (only a link, say) matches no draft.
  byFingerprint.delete(EMPTY_TEXT_FINGERPRINT);
  if (byFingerprint.size === 0) return [];
  for (const list of byFingerprint.values()) list.sort((a, b) => Date.parse(a.scored_at) - Date.parse(b.scored_at));

  const matches: ReceiptMatch[] = [];
  const used = new Map<string, number>(); // fingerprint → predictions already spent (the oldest ones)
  const inTimeOrder = posts
    .filter((post) => byFingerprint.has(post.fingerprint))
    .sort((a, b) => Date.parse(a.posted_at) - Date.parse(b.posted_at) || (a.post_id < b.post_id ? -1 : 1));
  for (const post of inTimeOrder) {
    const list = byFingerprint.get(post.fingerprint)!;
    const deadline = Date.parse(post.posted_at) + RECEIPT_GRACE_MS;
    let end = used.get(post.fingerprint) ?? 0;
    while (end < list.length && Date.parse(list[end]!.scored_at) <= deadline) end++;
    if (end === (used.get(post.fingerprint) ?? 0)) continue; // nothing predicted since the last post with this text
    used.set(post.fingerprint, end);
    matches.push({ post_id: post.post_id, prediction: list[end - 1]! });
  }
  return matches.reverse();
}

/** The receipts of the matches, newest first, from the matched posts (the only ones whose counts are read). */
export function receiptsOf(matches: readonly ReceiptMatch[], posts: readonly AccountPost[]): Receipt[] {
  const byId = new Map(posts.map((post) => [post.post_id, post]));
  return matches.flatMap(({ post_id, prediction }) => {
    const post = byId.get(post_id);
    return post ? [receiptOf(post, prediction)] : [];
  });
}

function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const m = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return round(m, 4);
}

const logError = (predicted: number, actual: number) => Math.abs(Math.log1p(predicted) - Math.log1p(actual));

function share(flags: readonly boolean[]): number | null {
  return flags.length === 0 ? null : round(flags.filter(Boolean).length / flags.length, 4);
}

export function receiptsSummary(receipts: readonly Receipt[]): ReceiptsResult['summary'] {
  const withForecast = receipts.filter((r) => r.predicted !== null && r.inside_band !== null);
  const withImpressions = receipts.filter((r) => r.actual.impressions !== null);
  return {
    count: receipts.length,
    inside_band_likes: share(withForecast.map((r) => r.inside_band!.likes)),
    inside_band_impressions: share(
      withForecast.flatMap((r) => (r.inside_band!.impressions === undefined ? [] : [r.inside_band!.impressions])),
    ),
    median_abs_log_error: {
      account: {
        impressions: medianOf(
          withForecast.flatMap((r) =>
            r.predicted!.impressions && r.actual.impressions !== null
              ? [logError(r.predicted!.impressions.median, r.actual.impressions)]
              : [],
          ),
        ),
        likes: medianOf(withForecast.map((r) => logError(r.predicted!.likes.median, r.actual.likes))),
      },
      cold_start: {
        impressions: medianOf(withImpressions.map((r) => logError(r.cold_start.impressions, r.actual.impressions!))),
        likes: medianOf(receipts.map((r) => logError(r.cold_start.likes, r.actual.likes))),
      },
    },
  };
}
