// X post ids as the exports carry them: in an id column, and again at the end of the post's link. A
// spreadsheet that opened the export and saved it again turns a 19-digit id into 1.47689E+18, or into the
// digits 1476890000000000000 (another post's id); the link is text to it and keeps the id whole.
import { RowSkipError } from './rowSkip';

const STATUS_LINK = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/[^/\s]+\/status(?:es)?\/(\d{1,20})(?:[/?#]\S*)?$/i;
/** X writes rows that stand for no post (all counts zero) with a link ending in /status/undefined. */
const PLACEHOLDER_LINK = /\/status\/undefined\/?$/i;
const DIGITS = /^\d{1,20}$/;
/** An id a spreadsheet wrote in scientific notation, such as 1.47689E+18 or 8,12352E+17. */
const ROUNDED = /^\d(?:[.,]\d+)?E\+?\d+$/i;

/** The id in a post's link (`https://x.com/<handle>/status/<id>`, twitter.com too), or undefined. */
export function idFromLink(link: string): string | undefined {
  return STATUS_LINK.exec(link.trim())?.[1];
}

export function isPlaceholderLink(link: string): boolean {
  return PLACEHOLDER_LINK.test(link.trim());
}

/** Whether a cell holds an id, whole or as a spreadsheet rounded it. */
export function looksLikeId(cell: string): boolean {
  const trimmed = cell.trim();
  return DIGITS.test(trimmed) || ROUNDED.test(trimmed);
}

/**
 * The post's id: the link's when the link carries one (it survives a spreadsheet), else the id cell's when it
 * is whole. `idCell` and `link` are undefined when the file has no such column; `names` are the two
 * columns' header words, for the reasons a row is skipped.
 */
export function postIdOf(idCell: string | undefined, link: string | undefined, names: { id: string; link: string }): string {
  const fromLink = link === undefined ? undefined : idFromLink(link);
  if (fromLink !== undefined) return fromLink;
  const id = (idCell ?? '').trim();
  if (DIGITS.test(id)) return id;
  if (id === '') throw new RowSkipError(`no ${names.id}`);
  const linkSays = link === undefined ? '' : ` and the ${names.link} carries none`;
  throw new RowSkipError(`${names.id} "${id}" is not a number (a spreadsheet may have rounded it)${linkSays}`);
}

/** X's snowflake epoch: ids since November 2010 carry their creation time in ms since then, above bit 22. */
const SNOWFLAKE_EPOCH_MS = 1_288_834_974_657;

/** When the post with this id was created (ms since 1970), read from the id's upper bits. */
export function snowflakeTime(id: string): number {
  return Number(BigInt(id) >> 22n) + SNOWFLAKE_EPOCH_MS;
}
