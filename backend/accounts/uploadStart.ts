// The start of a file upload judged before the whole of it is parsed. Whether a file is refused as not a file
// Preflight reads (its header), or as mostly unreadable (its first 1,000 rows), is decided by its start; the
// rest of a 5 MB file only costs time and memory to learn the same thing: 5 MB of commas on one line took
// 13.7 s and 450 MB to parse into one header of five million empty cells before it was refused. So the start is
// read first, through the same importer with the same options, and the file is refused if the start is; only a
// file whose start passes is parsed whole.
import { decodeFile, SAMPLE_BYTES, type Encoding } from '@preflight/engine/account';
import { importHistory } from '@preflight/engine/account';
import { nonTextFile } from '@preflight/engine/account';
import { unclosedQuote } from '@preflight/engine/account';
import { UNREADABLE_SAMPLE_ROWS, type ReadOptions } from '@preflight/engine/account';

/**
 * The longest first line a CSV upload may have. It is the header, the names of the columns: X's exports write
 * a few hundred characters there, and no format Preflight reads needs more than a few dozen columns.
 */
export const HEADER_LINE_MAX_CHARS = 64 * 1024;

/** The lines the start holds: the header and the rows the unreadable share is judged on, and one to spare. */
const START_LINES = 1 + UNREADABLE_SAMPLE_ROWS + 1;

/**
 * How a start's refusal for an unclosed quote begins: a quoted cell may run over the line where the start was
 * cut, so that refusal is left to the reading of the whole file, which sees where the quote closes.
 */
const UNCLOSED_QUOTE = unclosedQuote({ record: 1, line: 1, lines: 1 }).reason.split(' on line')[0]!;

/**
 * Why the file is refused, judged on its start alone; undefined when the start passes (or is the whole file, or
 * the file is no text at all: the full reading says that at no cost, with what the file is).
 */
export function startRefusal(name: string, bytes: Uint8Array, charset: Encoding | undefined, options: ReadOptions): string | undefined {
  const decoded = decodeFile(bytes, charset);
  const utf16 = decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be';
  if (nonTextFile(bytes, utf16 ? 0 : SAMPLE_BYTES) !== undefined) return undefined;
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('{')) {
    const firstLineEnd = lineEnd(text, 0);
    const firstLine = firstLineEnd === -1 ? text.length : firstLineEnd;
    if (firstLine > HEADER_LINE_MAX_CHARS) {
      return (
        `its first line is ${firstLine.toLocaleString('en-US')} characters long, and the first line of a CSV file is its header, ` +
        `the names of its columns (a few hundred characters in an export; at most ` +
        `${HEADER_LINE_MAX_CHARS.toLocaleString('en-US')} are read): ` +
        'it is not a file Preflight reads'
      );
    }
  }
  const start = startOf(text, START_LINES);
  if (start === undefined) return undefined;
  const [refused] = importHistory([{ name, text: start }], options).refused;
  if (!refused || refused.reason.startsWith(UNCLOSED_QUOTE)) return undefined;
  // The start's own row count is not the file's: a refusal for unreadable rows says only the rows it was judged on.
  return refused.reason.replace(/ or of all [\d,]+\)/, ')');
}

/** The text through the end of its `lines`-th line (\n, \r\n or a bare \r), or undefined when it has no more lines than that. */
export function startOf(text: string, lines: number): string | undefined {
  let at = 0;
  for (let line = 0; line < lines; line++) {
    const end = lineEnd(text, at);
    if (end === -1) return undefined;
    at = text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1;
  }
  return at >= text.length ? undefined : text.slice(0, at);
}

function lineEnd(text: string, from: number): number {
  const lf = text.indexOf('\n', from);
  const cr = text.indexOf('\r', from);
  if (lf === -1) return cr;
  if (cr === -1) return lf;
  return Math.min(lf, cr);
}
