// A row left out of an import, and why: the kinds of skip, the record readRows (rows.ts) keeps of one, and the
// error a row's reader (a cell, a time, an id, a count) throws to leave its row out. Its own file so the readers
// of cells and counts need not import the row loop.

/**
 * Why a row was left out, in one word, for counting: `unreadable` (the row cannot be read as a post: bad JSON,
 * a missing or malformed field), `not_a_post` (it reads, but is no original post: a reply, X's placeholder
 * rows), `too_long` (a text longer than any platform allows).
 */
export type SkipKind = 'unreadable' | 'not_a_post' | 'too_long';

/** `reply`: the row is a reply, with when it went out (ms, when known to the second): it places the posts after it. */
export type RowSkip = { row: number; reason: string; kind: SkipKind; reply?: ReplyRow };

export type ReplyRow = { postId: string; at?: number };

/** Thrown while reading a row to leave it out; `readRows` turns it into a skip, the one place that does. */
export class RowSkipError extends Error {
  constructor(
    message: string,
    readonly kind: SkipKind = 'unreadable',
    /** Set when the row is a reply. */
    readonly reply?: ReplyRow,
  ) {
    super(message);
  }
}
