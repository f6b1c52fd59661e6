// A draft as blocks before it is joined: what each part is for, so fitting to the limit drops or shortens
// the least important parts first and never the hook.

export interface Block {
  text: string;
  /** Consecutive lines join with one line break (a list); other blocks are paragraphs. */
  role: 'hook' | 'body' | 'line' | 'closer';
  /** May be dropped to fit the limit; lower numbers go first. */
  drop?: number;
  /** May be shortened, at a word boundary with an ellipsis, to fit the limit. */
  shrink?: boolean;
}

export function joinBlocks(blocks: readonly Block[]): string {
  let out = '';
  blocks.forEach((b, i) => {
    if (i > 0) out += b.role === 'line' && blocks[i - 1]?.role === 'line' ? '\n' : '\n\n';
    out += b.text;
  });
  return out;
}

export const hook = (text: string, shrink = false): Block => ({ text, role: 'hook', shrink });
export const body = (text: string, options: { drop?: number; shrink?: boolean } = {}): Block => ({ text, role: 'body', ...options });
/** A list line: kept whole by default (a step cut in half helps nobody), optionally dropped. */
export const line = (text: string, drop?: number, shrink = false): Block => (drop === undefined ? { text, role: 'line', shrink } : { text, role: 'line', drop, shrink });

/** Blocks with a drop level below this go before anything is shortened; the closer's level is above it. */
export const DROP_BEFORE_SHRINKING = 5;
export const CLOSER_DROP = 9;
export const CHECKLIST_CLOSER_DROP = 4;
