// A draft as blocks before it is joined: what each part is for, so fitting to the limit drops or shortens
// the least important parts first and never the hook.

export interface Block {
  text: string;
  /**
   * Consecutive lines join with one line break (a list), consecutive runs with a space (the sentences of one
   * paragraph); other blocks are paragraphs.
   */
  role: 'hook' | 'body' | 'line' | 'run' | 'closer';
  /** May be dropped to fit the limit; lower numbers go first. */
  drop?: number;
  /** May be shortened, at a word boundary with an ellipsis, to fit the limit. */
  shrink?: boolean;
  /** For a run: the line break the writer put before this sentence, kept instead of a space. */
  breakBefore?: '\n' | '\n\n';
}

export function joinBlocks(blocks: readonly Block[]): string {
  let out = '';
  blocks.forEach((b, i) => {
    const before = blocks[i - 1]?.role;
    // Sentences after a full-width mark ("。") follow without a space, as those scripts write them.
    const space = /[。！？]$/u.test(out) ? '' : ' ';
    if (i > 0)
      out += b.role === 'line' && before === 'line' ? '\n' : b.role === 'run' && before === 'run' ? (b.breakBefore ?? space) : '\n\n';
    out += b.text;
  });
  return out;
}

export const body = (text: string, options: { drop?: number; shrink?: boolean } = {}): Block => ({ text, role: 'body', ...options });
/** A sentence of a paragraph: shortened only when long, dropped (at `drop`) to tighten a long idea. */
export const run = (text: string, drop?: number): Block =>
  drop === undefined ? { text, role: 'run', shrink: true } : { text, role: 'run', drop, shrink: true };
/** A list line: kept whole by default (a step cut in half helps nobody), optionally dropped. */
export const line = (text: string, drop?: number, shrink = false): Block =>
  drop === undefined ? { text, role: 'line', shrink } : { text, role: 'line', drop, shrink };

/** Blocks with a drop level below this go before anything is shortened; the closer's level is above it. */
export const DROP_BEFORE_SHRINKING = 5;
export const CLOSER_DROP = 9;
