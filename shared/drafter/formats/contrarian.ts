// contrarian as a structure: the common view and the writer's own, both from the idea when it argues against
// something ("Everyone says X, but Y"); otherwise the idea is the writer's view and the common view is a slot,
// because a draft that invents what "most people think" puts words in other people's mouths.
import { line } from '../blocks';
import type { IdeaParts } from '../ideaParts';
import { clausePieces, joinPieces, labelled } from '../pieces';
import type { Layout } from '../rewrites';

export function contrarian(parts: IdeaParts): Layout[] {
  const book = parts.book;
  const against = clausePieces(parts, (c) => c.role === 'against');
  const claim = clausePieces(parts, (c) => c.role !== 'against');
  if (!book) {
    // Without words of our own: the writer's view first, marked, then the view it answers.
    return against.length > 0 ? [{ blocks: [line(`✓ ${joinPieces(claim)}`, undefined, true), line(`✗ ${joinPieces(against)}`, undefined, true)], slotted: false }] : [];
  }
  const slotted = against.length === 0;
  const usual = line(labelled(book.labels.usual, slotted ? book.slots.usual : joinPieces(against), parts), undefined, true);
  const mine = line(labelled(book.labels.mine, joinPieces(claim), parts), undefined, true);
  return [
    { blocks: [usual, mine], slotted },
    { blocks: [mine, usual], slotted },
  ];
}
