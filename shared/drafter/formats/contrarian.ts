// contrarian as a structure: the common view and the writer's own, both from the idea when it argues against
// something ("Everyone says X, but Y"); otherwise the idea is the writer's view and the common view is a slot,
// because a draft that invents what "most people think" puts words in other people's mouths.
import { line } from '../blocks';
import type { IdeaParts } from '../ideaParts';
import { keptSentences, labelled } from '../pieces';
import type { Layout } from '../rewrites';
import { VARIANT_LABELS } from '../variantLabels';

export function contrarian(parts: IdeaParts): Layout[] {
  const book = parts.book;
  const against = keptSentences(parts, (c) => c.role === 'against');
  const claim = keptSentences(parts, (c) => c.role !== 'against');
  if (!claim) return [];
  if (!book) {
    // Without words of our own: the writer's view first, marked, then the view it answers.
    return against
      ? [
          {
            blocks: [line(`✓ ${claim}`, undefined, true), line(`✗ ${against}`, undefined, true)],
            slotted: false,
            label: VARIANT_LABELS.yoursAgainstCommon,
          },
        ]
      : [];
  }
  const slotted = !against;
  // A question is no take of the writer's to set against the common view.
  if (slotted && /[?？]\s*$/u.test(claim)) return [];
  const usual = line(labelled(book.labels.usual, slotted ? book.slots.usual : against, parts), undefined, true);
  const mine = line(labelled(book.labels.mine, claim, parts), undefined, true);
  return [
    { blocks: [usual, mine], slotted, label: VARIANT_LABELS.commonThenYours },
    { blocks: [mine, usual], slotted, label: VARIANT_LABELS.yoursThenCommon },
  ];
}
