// A thread's later parts are a different kind of post. X shows a thread's head like any post and its later
// parts as replies to it: they reach the people who open the thread, not the feeds the head reached, so an
// account's "2/", "3/" and "Fin/" may get a fraction of its usual views (and X's exports may not mark a reply to
// oneself, so they read like posts of their own). A draft is a later part when its text says so: the writer
// composes it in the panel, and its text is all there is to go on. The same reading of the text picks the past
// posts the account's level keeps out and learns its parts from (threadParts.ts), so a draft is forecast from the
// posts it is like.
//
// A post that went out a minute after the previous one, with no mark, is not taken for a part: its text cannot be
// told from an ordinary draft's, so it belongs to the level a draft like it is forecast from (kept out as well,
// such posts pulled the level below what the account's ordinary drafts then got: `npm run eval`, docs/accounts.md).
//
// A date opening a post ("3/15 is the deadline") reads like a part number; an account that writes them so learns
// a shift near none from its own such posts, since they reach its usual readers.
import { openingPartMark } from '../post/threadNumbering';

/** A part number with its count closing the text: "… 2/5", "… (3/4)". */
const CLOSING_NUMBER = /(?:^|\s)\(?(\d{1,2})\s*\/\s*(\d{1,2})\)?\s*$/u;
/** A thread's closing mark: "Fin/", "End/" opening the text, "/end" or "/fin" closing it. */
const CLOSING_MARK = /^\s*(?:fin|end)\s*\/|(?:^|\s)\/\s*(?:end|fin)\s*$/iu;

/** Part `part` of `of` (undefined when no count is given, or an open one) as a thread numbers it. */
function laterPart(part: number, of: number | undefined): boolean {
  // "24/7" or "3/2" is no part number: a part is never past the count.
  return Number.isInteger(part) && part >= 2 && (of === undefined || part <= of);
}

/** The text marks itself as a later part of a thread: a part number from 2 on, or a thread's closing mark. */
export function isThreadPart(text: string): boolean {
  // The opening mark is read as the writer's numbering in one box reads it (threadNumbering.ts).
  const opening = openingPartMark(text);
  if (opening && laterPart(opening.number, opening.total)) return true;
  const closing = CLOSING_NUMBER.exec(text);
  if (closing && laterPart(Number(closing[1]), Number(closing[2]))) return true;
  return CLOSING_MARK.test(text);
}
