// Why a request got fewer drafts than it asked for, in counts and in words. The drafter never pads: a near-copy
// of a draft already offered, a rewrite that would read as another language, or one that loses the idea's
// numbers or most of its words is left out, and the writer is told so rather than left to wonder.
import type { VariantShortfall } from '../schemas';

export interface Withheld {
  near_copies: number;
  other_language: number;
  unfaithful: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function shortfallOf(asked: number, offered: number, withheld: Withheld, ownWordsOnly: boolean): VariantShortfall {
  const left: string[] = [];
  if (withheld.near_copies > 0)
    left.push(
      `${counted(withheld.near_copies, 'near-copy', 'near-copies')} of a variant offered (the same words ` +
        `reordered, or with only a label added)`,
    );
  if (withheld.other_language > 0)
    left.push(`${counted(withheld.other_language, 'rewrite', 'rewrites')} that would not read as the idea's language`);
  if (withheld.unfaithful > 0)
    left.push(`${counted(withheld.unfaithful, 'rewrite', 'rewrites')} that would lose a number of the idea or most of its words`);
  const sentences = [
    `${offered} of the ${asked} variants asked for: the idea gives no more rewrites that differ from ` +
      `these in what they lead with or what they add.`,
  ];
  if (ownWordsOnly)
    sentences.push(
      'Its language could not be told from its words, or is one the drafter does not write, so only ' +
        "rewrites in the idea's own words were possible.",
    );
  if (left.length > 0) sentences.push(`Left out: ${left.join('; ')}.`);
  return { asked, ...withheld, own_words_only: ownWordsOnly, reason: sentences.join(' ') };
}
