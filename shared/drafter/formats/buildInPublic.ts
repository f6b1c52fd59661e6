// build_in_public as a structure: what changed and what came of it, in the idea's own clauses; a view the idea
// argues against opens it as it was written, as context. A label is a claim about the writer's words, so a
// clause is called the change or the result only where the idea itself tells them apart:
//   - how it was done (a method: "by caching", a cause in the writer's own act: "because we…") is the change, the
//     clause it explains the result; a cause that is not the writer's act ("because they asked…") makes no change;
//   - else the writer's own act (a clause whose subject is the writer: "we replaced", "cambiamos") is the change,
//     what followed from it the result;
//   - else a number stated after the change ("did this, and got 40 %"): the order of a build log.
// An idea of one clause is a result when it states a number (the change is a slot for the writer), and a change
// when the writer is its subject ("We stopped…", the result is the slot); a claim ("Remote work is
// overrated") is neither, and gets no such variant. An idea of several clauses none of these tell apart gets no such
// variant: "Change: there is almost nothing left" would say something the writer did not.
import { line, type Block } from '../blocks';
import type { Clause, IdeaParts } from '../ideaParts';
import { clausePieces, joinPieces, labelled } from '../pieces';
import type { Layout } from '../rewrites';
import { writerActs } from '../writerActs';
import { VARIANT_LABELS } from '../variantLabels';

interface Split {
  changes: ReadonlySet<Clause>;
  results: ReadonlySet<Clause>;
}

function splitBy(all: readonly Clause[], isChange: (c: Clause) => boolean): Split | null {
  const changes = all.filter(isChange);
  if (changes.length === 0 || changes.length === all.length) return null;
  return { changes: new Set(changes), results: new Set(all.filter((c) => !isChange(c))) };
}

/** The change and the result as the idea tells them apart, or null where it does not. */
export function changeAndResult(parts: IdeaParts): Split | null {
  const all = parts.sentences.flatMap((s) => s.clauses).filter((c) => c.role !== 'against');
  if (all.length === 0) return null;
  if (all.length === 1) {
    const only = all[0] as Clause;
    if (only.hasNumber) return { changes: new Set(), results: new Set([only]) };
    return writerActs(only, parts) ? { changes: new Set([only]), results: new Set() } : null;
  }
  // A cause that is not the writer's act ("…were ignored because they asked for five things") explains what
  // went wrong; it is no change the writer made, and the idea names none to label.
  if (all.some((c) => c.role === 'cause' && !writerActs(c, parts))) return null;
  const how = splitBy(all, (c) => c.role === 'method' || c.role === 'cause');
  if (how) return how;
  // The writer as the clause's subject ("we moved…", "cambiamos…"), not a first-person word anywhere: "Our
  // scheduler passed 10,000 installs" is what happened, not what the writer changed.
  const own = splitBy(all, (c) => writerActs(c, parts));
  if (own) return own;
  const firstNumber = all.findIndex((c) => c.hasNumber);
  const numbersLast = firstNumber > 0 && all.slice(firstNumber).every((c) => c.hasNumber);
  return numbersLast ? splitBy(all, (c) => !c.hasNumber) : null;
}

export function buildInPublic(parts: IdeaParts): Layout[] {
  const book = parts.book;
  const split = changeAndResult(parts);
  if (!split) return [];
  const context: Block[] = clausePieces(parts, (c) => c.role === 'against').map((c) => line(joinPieces([c]), undefined, true));
  const changes = clausePieces(parts, (c) => split.changes.has(c));
  const results = clausePieces(parts, (c) => split.results.has(c));
  if (!book) {
    // Without words of our own: the change, then an arrow to the result, when the idea has both.
    if (changes.length === 0 || results.length === 0) return [];
    return [
      {
        blocks: [...context, ...changes.map((c) => line(c, undefined, true)), line(`→ ${results.join(' ')}`, undefined, true)],
        slotted: false,
        label: VARIANT_LABELS.changeToResult,
      },
    ];
  }
  const slotted = changes.length === 0 || results.length === 0;
  const change = line(labelled(book.labels.change, changes.length > 0 ? joinPieces(changes) : book.slots.fix, parts), undefined, true);
  const result = line(labelled(book.labels.result, results.length > 0 ? joinPieces(results) : book.slots.result, parts), undefined, true);
  return [
    { blocks: [...context, change, result], slotted, label: VARIANT_LABELS.changeThenResult },
    { blocks: [result, ...context, change], slotted, label: VARIANT_LABELS.resultThenChange },
  ];
}
