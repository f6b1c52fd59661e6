// Marked places in a post, and which spans and words stand inside them. The editor decides what it marks
// (shared/editorModel/marks.ts); any voice reads the marks here to keep off those words.
import type { Span } from '../schemas';
import type { TextFeatures } from './features';

export interface EditorMarks {
  /** Every place the editor marks, offsets into the post's text. */
  spans: Span[];
  /** The engagement-bait requests among them, each whole (its phrase and what its fix removes with it). */
  requests: Span[];
}

export const NO_MARKS: EditorMarks = { spans: [], requests: [] };

/** True when the span shares a character with a mark. */
export function isMarked(span: Span, marks: readonly Span[]): boolean {
  for (const m of marks) if (span.start < m.end && m.start < span.end) return true;
  return false;
}

/** The spans no mark touches, in their order. */
export function unmarked(spans: readonly Span[], marks: readonly Span[]): Span[] {
  return marks.length === 0 ? [...spans] : spans.filter((s) => !isMarked(s, marks));
}

/**
 * The words the forecast knows the post by (lower-cased words and hashtags, shared/forecast/wordModel.ts) that
 * stand inside a mark anywhere in the post: the word table counts a word once however often it appears, so its
 * effect cannot be told apart from the marked place. Read once for all the words a reason may name.
 */
export function markedTokens(f: TextFeatures, marks: readonly Span[]): ReadonlySet<string> {
  const tokens = new Set<string>();
  if (marks.length === 0) return tokens;
  for (let i = 0; i < f.words.length; i++) if (isMarked(f.wordSpans[i] as Span, marks)) tokens.add(f.words[i] as string);
  for (const h of f.hashtags) if (isMarked(h, marks)) tokens.add(f.text.slice(h.start, h.end).toLowerCase());
  return tokens;
}
