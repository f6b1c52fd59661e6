// The marks in the page's own editor: a textarea cannot underline its words, so the same text is laid out
// under it (same font, padding and wrapping, its letters transparent) with the marked words underlined, and
// the textarea's background is clear so the underlines show through, scrolled with it. The words marked are
// the extension's (ui/problemMarks.ts): each blocker's and warning's span, the overflow past the limit lightly.
import type { ComponentChildren } from 'preact';
import type { Blocker } from '@preflight/engine';
import { problemMarks, type ProblemMarkKind } from '../ui/problemMarks';

/** The text cut at every mark's edges, each piece with the strongest mark over it (a block over a warning). */
function pieces(text: string, blockers: readonly Blocker[]): { text: string; kind: ProblemMarkKind | null }[] {
  const marks = problemMarks(blockers, text);
  const cuts = new Set([0, text.length]);
  for (const { span } of marks) {
    cuts.add(Math.min(span.start, text.length));
    cuts.add(Math.min(span.end, text.length));
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const rank: Record<ProblemMarkKind, number> = { block: 0, warn: 1, over: 2 };
  const out: { text: string; kind: ProblemMarkKind | null }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [start, end] = [edges[i] as number, edges[i + 1] as number];
    const over = marks.filter((m) => m.span.start <= start && end <= m.span.end).sort((a, b) => rank[a.kind] - rank[b.kind])[0];
    out.push({ text: text.slice(start, end), kind: over?.kind ?? null });
  }
  return out;
}

/** `blockers`: the reading's, when it is of the text in the editor now (offsets into an older text mark the wrong words). */
export function DraftMarks({ text, blockers, scrollTop }: { text: string; blockers: readonly Blocker[] | null; scrollTop: number }) {
  const shown: ComponentChildren = (blockers ? pieces(text, blockers) : [{ text, kind: null }]).map((p, i) =>
    p.kind ? (
      <mark key={i} class={`web-mark web-mark--${p.kind}`} data-testid={`draft-mark-${p.kind}`}>
        {p.text}
      </mark>
    ) : (
      p.text
    ),
  );
  // A last empty line takes its height only with something on it.
  return (
    <div class="web-draft-marks" aria-hidden="true" data-testid="draft-marks" style={{ transform: `translateY(${-scrollTop}px)` }}>
      {shown}
      {'\u200b'}
    </div>
  );
}
