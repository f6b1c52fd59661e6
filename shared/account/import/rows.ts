// One file's rows on their way to posts. A row that cannot become a post is skipped with a reason the writer
// can act on, and the rest of the file still imports: one bad line in a year of exports must not cost the year.
import type { z } from 'zod';
import { AccountPost, POST_TEXT_MAX, type PostMetrics } from '../accountPost';
import { checkPlausible } from './plausible';
import { wholeNumber } from '../../numberWords';
import { RowSkipError, type RowSkip } from './rowSkip';

/**
 * What one file gave: its posts in file order, how many data rows it had, and the rows left out. `gaveUp`:
 * reading stopped early because more rows than ReadOptions allow were unreadable (see readRows).
 */
export type FileImport = {
  posts: AccountPost[];
  /** The row each post came from, in the same order. */
  postRows: number[];
  received: number;
  skipped: RowSkip[];
  gaveUp?: true;
  noticed?: Noticed;
};

/** What the reader of an X export changed from what the file says, counted for the import's summary. */
export interface Noticed {
  /** Ids a spreadsheet had rounded ("5.89E+17"), read from the post's link instead. */
  idsFromLinks: number;
  /** Zero impressions taken as unknown (before X counted them, or beside likes nobody could have given). */
  impressionsUnknown: number;
  /** Rows whose text held commas X did not quote, put back together. */
  unquotedTexts: number;
}

export const noticedNothing = (): Noticed => ({ idsFromLinks: 0, impressionsUnknown: 0, unquotedTexts: 0 });

export interface ReadOptions {
  /**
   * Refuse a file whole once more than this share of its rows is `unreadable`, counted over its first
   * UNREADABLE_SAMPLE_ROWS rows or over all of them: the API does, so that megabytes of junk cost a few hundred
   * rows' work and are answered as what they are. Unset: every row is read.
   */
  refuseUnreadableShare?: number;
  /**
   * Skip a post dated at or after this time (ms since the epoch) as unreadable; the caller says when now is
   * (latestPostedAt in plausible.ts), as the engine reads no clock. Unset: any date is taken.
   */
  postedBefore?: number;
}

/** The rows a file's start is judged on (ReadOptions): a real export does not open with hundreds of broken rows. */
export const UNREADABLE_SAMPLE_ROWS = 1_000;

/** Reads each numbered row; a row whose reader throws `RowSkipError` is skipped with its message. */
export function readRows<S>(
  rows: readonly (readonly [row: number, source: S])[],
  read: (source: S) => AccountPost,
  options: ReadOptions = {},
): FileImport {
  const result: FileImport = { posts: [], postRows: [], received: rows.length, skipped: [] };
  const share = options.refuseUnreadableShare ?? Infinity;
  // Over the whole file, and over its first rows while they are being read.
  const allowed = rows.length * share;
  const allowedAtStart = Math.min(rows.length, UNREADABLE_SAMPLE_ROWS) * share;
  let unreadable = 0;
  for (const [i, [row, source]] of rows.entries()) {
    try {
      const post = read(source);
      checkPlausible(post, options.postedBefore);
      result.posts.push(post);
      result.postRows.push(row);
    } catch (error) {
      if (!(error instanceof RowSkipError)) throw error;
      result.skipped.push({ row, reason: error.message, kind: error.kind, ...(error.reply ? { reply: error.reply } : {}) });
      if (error.kind !== 'unreadable') continue;
      unreadable++;
      if (unreadable > allowed || (i < UNREADABLE_SAMPLE_ROWS && unreadable > allowedAtStart)) return { ...result, gaveUp: true };
    }
  }
  return result;
}

/** A post's counts, each read by the format's own reader under its AccountPost name; likes, reposts and replies are required. */
export function metricsOf(
  count: (metric: keyof PostMetrics, required: boolean) => number | undefined,
): Partial<Record<keyof PostMetrics, number>> {
  return {
    impressions: count('impressions', false),
    likes: count('likes', true),
    reposts: count('reposts', true),
    replies: count('replies', true),
    profile_clicks: count('profile_clicks', false),
    link_clicks: count('link_clicks', false),
    follows: count('follows', false),
  };
}

/** The candidate checked against the one AccountPost schema, so every format obeys the same limits. */
export function validPost(candidate: unknown): AccountPost {
  // Said before zod is asked: junk rows are mostly not objects, and zod's error for them costs several times more.
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate))
    throw new RowSkipError(`not a valid post: ${NOT_AN_OBJECT}`);
  const parsed = AccountPost.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const text = (candidate as { text?: unknown } | null)?.text;
  if (typeof text === 'string' && text.length > POST_TEXT_MAX) {
    throw new RowSkipError(
      `text is ${wholeNumber(text.length)} characters, longer than any platform allows (${wholeNumber(POST_TEXT_MAX)})`,
      'too_long',
    );
  }
  const problems = parsed.error.issues.slice(0, 3).map((issue) => describe(issue, candidate));
  throw new RowSkipError(`not a valid post: ${problems.join('; ')}`);
}

const NOT_AN_OBJECT = 'expected a JSON object';

// zod's messages speak of types and inputs; a writer fixing a file wants the field and what it should hold.
function describe(issue: z.core.$ZodIssue, candidate: unknown): string {
  if (issue.path.length === 0) return NOT_AN_OBJECT;
  const field = issue.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
  if (valueAt(candidate, issue.path) === undefined) return `${field} is missing`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be a ${issue.expected}`;
    case 'invalid_format':
      return issue.format === 'datetime'
        ? `${field} must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00`
        : `${field} is not a valid ${issue.format}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return `${field} is empty`;
      return `${field} must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
    case 'too_big':
      return `${field} is over the limit of ${issue.maximum}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
