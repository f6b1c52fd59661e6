// One file's rows on their way to posts. A row that cannot become a post is skipped with a reason the writer
// can act on, and the rest of the file still imports: one bad line in a year of exports must not cost the year.
import type { z } from 'zod';
import { AccountPost, type PostMetrics } from '../accountPost';

export type RowSkip = { row: number; reason: string };
/** What one file gave: its posts in file order, how many data rows it had, and the rows left out. */
export type FileImport = { posts: AccountPost[]; received: number; skipped: RowSkip[] };

/** Thrown while reading a row to leave it out; `readRows` turns it into a skip, the one place that does. */
export class SkippedRow extends Error {}

/** Reads each numbered row; a row whose reader throws `SkippedRow` is skipped with its message. */
export function readRows<S>(rows: readonly (readonly [row: number, source: S])[], read: (source: S) => AccountPost): FileImport {
  const result: FileImport = { posts: [], received: rows.length, skipped: [] };
  for (const [row, source] of rows) {
    try {
      result.posts.push(read(source));
    } catch (error) {
      if (!(error instanceof SkippedRow)) throw error;
      result.skipped.push({ row, reason: error.message });
    }
  }
  return result;
}

/** A post's counts, each read by the format's own reader under its AccountPost name; likes, reposts and replies are required. */
export function metricsOf(count: (metric: keyof PostMetrics, required: boolean) => number | undefined): Partial<Record<keyof PostMetrics, number>> {
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
  const parsed = AccountPost.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 3).map((issue) => describe(issue, candidate));
  throw new SkippedRow(`not a valid post: ${problems.join('; ')}`);
}

// zod's messages speak of types and inputs; a writer fixing a file wants the field and what it should hold.
function describe(issue: z.core.$ZodIssue, candidate: unknown): string {
  if (issue.path.length === 0) return 'expected a JSON object';
  const field = issue.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
  if (valueAt(candidate, issue.path) === undefined) return `${field} is missing`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be a ${issue.expected}`;
    case 'invalid_format':
      return issue.format === 'datetime' ? `${field} must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00` : `${field} is not a valid ${issue.format}`;
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
