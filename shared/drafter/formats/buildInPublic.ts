// build_in_public as a structure: what changed and what came of it, in the idea's own clauses; a view the idea
// argues against opens it as it was written, as context. A label is a claim about the writer's words, so a
// clause is called the change or the result only where the idea itself tells them apart:
//   - how it was done (a method: "by caching", a cause: "because we…") is the change, the clause it explains the result;
//   - else the writer's own act ("we replaced", "cambiamos") is the change, what followed from it the result;
//   - else a number stated after the change ("did this, and got 40 %"): the order of a build log.
// An idea of one clause is a result when it states a number (the change is a slot for the writer) and a change
// otherwise (the result is the slot). An idea of several clauses none of these tell apart gets no such
// variant: "Change: there is almost nothing left" would say something the writer did not.
import { line, type Block } from '../blocks';
import type { Clause, IdeaParts } from '../ideaParts';
import { clausePieces, joinPieces, labelled } from '../pieces';
import type { Layout } from '../rewrites';
import { anyWordOf } from '../phrasebook';

/** First-person plural verb endings in the pronoun-dropping languages ("cambiamos", "reduzimos"). */
const OWN_VERB: Partial<Record<NonNullable<IdeaParts['language']>, RegExp>> = {
  es: /(?<![\p{L}])\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu,
};

/** The clause speaks of the writer's own work: a first-person word, or a first-person verb. */
function ownWork(c: Clause, parts: IdeaParts): boolean {
  if (!parts.book || !parts.language) return false;
  if (anyWordOf(parts.book.firstPerson).test(c.text)) return true;
  return OWN_VERB[parts.language]?.test(c.text) ?? false;
}

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
    return only.hasNumber ? { changes: new Set(), results: new Set([only]) } : { changes: new Set([only]), results: new Set() };
  }
  const how = splitBy(all, (c) => c.role === 'method' || c.role === 'cause');
  if (how) return how;
  const own = splitBy(all, (c) => ownWork(c, parts));
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
    return [{ blocks: [...context, ...changes.map((c) => line(c, undefined, true)), line(`→ ${results.join(' ')}`, undefined, true)], slotted: false }];
  }
  const slotted = changes.length === 0 || results.length === 0;
  const change = line(labelled(book.labels.change, changes.length > 0 ? joinPieces(changes) : book.slots.fix, parts), undefined, true);
  const result = line(labelled(book.labels.result, results.length > 0 ? joinPieces(results) : book.slots.result, parts), undefined, true);
  return [
    { blocks: [...context, change, result], slotted },
    { blocks: [result, ...context, change], slotted },
  ];
}
