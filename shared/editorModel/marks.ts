// What the editor marks in a post: the place of every blocker and warning, as the panel highlights it, and for
// an engagement-bait request the whole request its fix removes ("RT if you agree": the condition goes with the
// ask). One voice speaks for those words: the editor says what is wrong with them, and no reason of any voice
// praises them. Without this, a data reason could say "retweet" and "agree" went with more likes right under
// the editor's "remove the bait", and "concrete details ("3")" could praise the "3" of "tag 3 friends".
import type { Blocker, Span } from '../schemas';
import type { TextFeatures } from '../post/features';
import { NO_MARKS, type EditorMarks } from '../post/marks';
import { requestCuts } from '../fixes/removeBait';

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
