// build_in_public as a structure: what changed and what came of it, in the idea's own clauses. The clauses
// stating a number are the result; the others the change; a view the idea argues against opens it as it was
// written, as context. An idea with no result gets a slot for it, and an idea that is only a result gets a
// slot for the change: a number alone is not a build log.
import { line, type Block } from '../blocks';
import type { IdeaParts } from '../ideaParts';
import { clausePieces, joinPieces, labelled } from '../pieces';
import type { Layout } from '../rewrites';

export function buildInPublic(parts: IdeaParts): Layout[] {
  const book = parts.book;
  const context: Block[] = clausePieces(parts, (c) => c.role === 'against').map((c) => line(joinPieces([c]), undefined, true));
  const changes = clausePieces(parts, (c) => !c.hasNumber && c.role !== 'against');
  const results = clausePieces(parts, (c) => c.hasNumber && c.role !== 'against');
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
