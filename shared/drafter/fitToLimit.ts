// Fits a draft to the platform's limit the way an editor would: drop the optional extras, then shorten the
// longest sentences at a word boundary with an ellipsis, then drop the closer; a hard cut is the last resort.
// Never cuts inside a word (or a grapheme, for scripts without spaces) without an ellipsis.
import type { Platform } from '../schemas';
import { PLATFORM_LIMITS } from '../platformFacts/limits';
import { weightedLength } from '../post/length';
import { DROP_BEFORE_SHRINKING, joinBlocks, type Block } from './blocks';

const ELLIPSIS = '…';
const MIN_WORDS = 3;
const MIN_GRAPHEMES = 6;
/** A block longer than this share of the limit is shortened before the closer is dropped. */
const LONG_SHARE = 0.5;

let graphemes: Intl.Segmenter | undefined;

/** The pieces a text may be cut between: words when it has spaces, otherwise graphemes. */
function unitsOf(text: string): { units: string[]; min: number } {
  const words = text.split(/(?<=\s)/u);
  if (words.length > MIN_WORDS) return { units: words, min: MIN_WORDS };
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return { units: Array.from(graphemes.segment(text), (s) => s.segment), min: MIN_GRAPHEMES };
}

function cut(units: string[], keep: number): string {
  return (
    units
      .slice(0, keep)
      .join('')
      .replace(/[\s,;:.!?—–-]+$/u, '') + ELLIPSIS
  );
}

/** Shortens blocks[index] as little as needed; false when even its shortest form is too long. */
function shrinkBlock(blocks: Block[], index: number, fits: (text: string) => boolean): boolean {
  const original = blocks[index] as Block;
  const { units, min } = unitsOf(original.text);
  if (units.length <= min) return false;
  const withText = (text: string) => joinBlocks(blocks.map((b, i) => (i === index ? { ...b, text } : b)));
  let lo = min;
  let hi = units.length - 1;
  if (!fits(withText(cut(units, lo)))) {
    blocks[index] = { ...original, text: cut(units, lo), shrink: false };
    return false;
  }
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fits(withText(cut(units, mid)))) lo = mid;
    else hi = mid - 1;
  }
  blocks[index] = { ...original, text: cut(units, lo), shrink: false };
  return true;
}

/** Shortens the longest shortenable blocks longer than minLength (UTF-16 units) until the draft fits. */
function shrinkLongest(blocks: Block[], fits: (text: string) => boolean, minLength: number): boolean {
  for (;;) {
    let longest = -1;
    blocks.forEach((b, i) => {
      if (b.shrink && b.text.length > minLength && (longest < 0 || b.text.length > (blocks[longest] as Block).text.length)) longest = i;
    });
    if (longest < 0) return false;
    if (shrinkBlock(blocks, longest, fits)) return true;
  }
}

/** The longest prefix of text that fits, ended at a word (or grapheme) boundary with an ellipsis. */
function hardCut(text: string, fits: (text: string) => boolean): string {
  const { units } = unitsOf(text);
  let lo = 0;
  let hi = units.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fits(cut(units, mid))) lo = mid;
    else hi = mid - 1;
  }
  return cut(units, lo);
}

export function fitToLimit(draft: readonly Block[], platform: Platform): string {
  const limit = PLATFORM_LIMITS[platform].limit;
  const fits = (text: string) => weightedLength(text, platform).weighted <= limit;
  let blocks = draft.slice();
  let text = joinBlocks(blocks);
  if (fits(text)) return text;

  const dropOrder = (maxLevel: number) =>
    blocks.filter((b) => b.drop !== undefined && b.drop < maxLevel).sort((a, b) => (a.drop as number) - (b.drop as number));
  for (const extra of dropOrder(DROP_BEFORE_SHRINKING)) {
    blocks = blocks.filter((b) => b !== extra);
    text = joinBlocks(blocks);
    if (fits(text)) return text;
  }

  // A long piece of the idea is shortened before the closer goes; a short one is kept whole and the closer goes.
  if (shrinkLongest(blocks, fits, limit * LONG_SHARE)) return joinBlocks(blocks);
  for (const rest of dropOrder(Number.POSITIVE_INFINITY)) {
    blocks = blocks.filter((b) => b !== rest);
    text = joinBlocks(blocks);
    if (fits(text)) return text;
  }
  if (shrinkLongest(blocks, fits, 0)) return joinBlocks(blocks);
  return hardCut(joinBlocks(blocks), fits);
}
