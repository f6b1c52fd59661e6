// A row left out of an import, and why: thrown by a row's reader (a cell, a time, an id, a count), turned into
// a skip by readRows (rows.ts). Its own file so the readers of cells and counts need not import the row loop.
import type { ReplyRow, SkipKind } from './rows';

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
