// What the editor marks in a post: the place of every blocker and warning, as the panel highlights it, and for
// an engagement-bait request the whole request its fix removes ("RT if you agree": the condition goes with the
// ask). One voice speaks for those words: the editor says what is wrong with them, and no reason of any voice
// praises them. Without this, a data reason could say "retweet" and "agree" went with more likes right under
// the editor's "remove the bait", and "concrete details ("3")" could praise the "3" of "tag 3 friends".
import type { Blocker, Span } from '../schemas';
import type { TextFeatures } from '../features';
import { requestCuts } from '../fixes/removeBait';

export interface EditorMarks {
  /** Every place the editor marks, offsets into the post's text. */
  spans: Span[];
  /** The engagement-bait requests among them, each whole (its phrase and what its fix removes with it). */
  requests: Span[];
}

export const NO_MARKS: EditorMarks = { spans: [], requests: [] };

/** What the editor marks in a post, from its own blockers (offsets into its text). */
export function editorMarks(f: TextFeatures, blockers: readonly Blocker[]): EditorMarks {
  if (blockers.length === 0) return NO_MARKS;
  const spans: Span[] = [];
  const bait: Span[] = [];
  for (const b of blockers) {
    if (!b.span || b.span.end <= b.span.start) continue;
    spans.push(b.span);
    if (b.code === 'engagement_bait') bait.push(b.span);
  }
  if (bait.length === 0) return { spans, requests: [] };
  // Read once per score: where each request ends takes a walk over the text.
  const requests = [...bait];
  for (const cut of requestCuts(f.text, f, bait)?.cuts ?? []) if (cut.end > cut.start) requests.push({ start: cut.start, end: cut.end });
  return { spans: [...spans, ...requests.slice(bait.length)], requests };
}

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
