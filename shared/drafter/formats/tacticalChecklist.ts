// tactical_checklist as a structure: the idea's point, then its own actions as bullets ("•", never numbered:
// a "1." the idea never wrote is a number it never stated). The point is the clause with a number, else the
// contrast's claim, else the first clause; every other clause is a step. Fewer than two steps is not a list:
// the missing step is a slot for the writer.
import { line, type Block } from '../blocks';
import type { Clause, IdeaParts } from '../ideaParts';
import { clausePieces, colon } from '../pieces';
import { bullet, type Layout } from '../rewrites';
import { VARIANT_LABELS } from '../variantLabels';

function pointOf(parts: IdeaParts): (c: Clause) => boolean {
  const all = parts.sentences.flatMap((s) => s.clauses);
  const lead = all.find((c) => c.hasNumber) ?? all.find((c) => c.role === 'claim') ?? all[0];
  return (c) => c === lead;
}

export function tacticalChecklist(parts: IdeaParts): Layout[] {
  const isPoint = pointOf(parts);
  const [point] = clausePieces(parts, isPoint);
  // A view the idea argues against, or a cause it gives, is no step the writer took.
  if (parts.sentences.some((s) => s.clauses.some((c) => !isPoint(c) && (c.role === 'against' || c.role === 'cause')))) return [];
  const steps = clausePieces(parts, (c) => !isPoint(c));
  const hook = (text: string) => line(/[?:]$/u.test(text) ? text : `${text}${colon(parts)}`, undefined, true);
  if (!parts.book)
    return steps.length >= 2 && point
      ? [{ blocks: [hook(point), ...steps.map(bullet)], slotted: false, label: VARIANT_LABELS.pointThenSteps }]
      : [];
  const missing = Math.max(0, 2 - steps.length);
  const lines: Block[] = [
    ...steps.map(bullet),
    ...Array.from({ length: missing }, (_, i) => bullet(i === 0 && steps.length === 0 ? parts.book!.slots.fix : parts.book!.slots.step)),
  ];
  const layouts: Layout[] = [{ blocks: [hook(point ?? ''), ...lines], slotted: missing > 0, label: VARIANT_LABELS.pointThenSteps }];
  // The steps first and the point as their outcome, when there is a real list to lead with.
  if (steps.length >= 2)
    layouts.push({ blocks: [...lines, line(`→ ${point}`, undefined, true)], slotted: false, label: VARIANT_LABELS.stepsThenPoint });
  return layouts;
}
