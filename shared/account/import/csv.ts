// RFC 4180 CSV, written here rather than imported: the engine takes no dependency that might reach for Node
// or the DOM, and the exports it reads need only quoted fields, doubled quotes, newlines inside quotes, CRLF
// and the byte-order mark spreadsheets put in front. A spreadsheet set to a language that writes decimal
// commas saves its "CSV" with semicolons between cells, and its "Unicode text" with tabs: delimiterOf says
// which a file uses.

export type Delimiter = ',' | ';' | '\t';

/**
 * The delimiter of a file: whichever of comma, semicolon and tab its first line (its header) holds most
 * often outside quotes; a comma when it holds none of them.
 */
export function delimiterOf(text: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  const best = (Object.keys(counts) as Delimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] > 0 ? best : ',';
}

/**
 * Whether the quote at `start` opens a quoted cell: its closing quote (the first single " after it) ends the
 * cell, at a comma, a line end or the end of the text. X's content export quotes only some cells, so a post
 * that begins with a quotation ("Ship it" she said) or holds a lone " starts with a quote that opens nothing;
 * read as RFC 4180 reads it, it would swallow the rest of the row, or of the file.
 */
function isQuotedCell(text: string, start: number, delimiter: Delimiter): boolean {
  for (let i = start + 1; ; i += 2) {
    const close = text.indexOf('"', i);
    if (close === -1) return false;
    if (text[close + 1] === '"') {
      i = close;
      continue;
    }
    const next = text[close + 1];
    return next === undefined || next === delimiter || next === '\n' || next === '\r';
  }
}

/**
 * A quoted cell that holds line breaks: the record it is in (0 is the header), the line it opens on (1-based) and the lines it runs over.
 */
export interface QuotedBreak {
  record: number;
  line: number;
  lines: number;
}

/**
 * Records of cells, every cell as written (no trimming, no numbers). Empty lines are not records, so a
 * trailing newline adds nothing. A quote inside an unquoted cell is kept as a character, and so is a quote at
 * the start of a cell that opens no quoted cell (isQuotedCell). `strict` reads RFC 4180 to the letter and
 * throws on a quote that is never closed: the data sets of `npm run eval` must be read whole or not at all.
 * `quotedBreaks`, when given, collects every quoted cell that runs over line breaks, so the caller can tell a
 * post written over several lines from a stray quote that took the rows after it into one cell.
 */
export function parseCsv(
  text: string,
  options: { strict?: boolean; delimiter?: Delimiter; quotedBreaks?: QuotedBreak[] } = {},
): string[][] {
  const delimiter = options.delimiter ?? ',';
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let cellStart = true;
  // A line holding only "" is a record with one empty cell; a line holding nothing is no record.
  let lineUsed = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRecord = () => {
    if (lineUsed) records.push([...record, cell]);
    record = [];
    cell = '';
    cellStart = true;
    lineUsed = false;
  };

  while (i < text.length) {
    const c = text[i];
    if (c === '"' && cellStart && (options.strict || isQuotedCell(text, i, delimiter))) {
      // Copy up to the closing quote in slices, turning each "" into ".
      const opensAt = line;
      for (i++; ; ) {
        const close = text.indexOf('"', i);
        if (close === -1 && options.strict) throw new Error('CSV: the text ends inside a quoted field');
        const end = close === -1 ? text.length : close;
        line += lineBreaks(text, i, end);
        cell += text.slice(i, end);
        i = end + 1;
        if (close === -1 || text[i] !== '"') break;
        cell += '"';
        i++;
      }
      if (line > opensAt) options.quotedBreaks?.push({ record: records.length, line: opensAt, lines: line - opensAt });
      cellStart = false;
      lineUsed = true;
      continue;
    }
    if (c === delimiter) {
      record.push(cell);
      cell = '';
      cellStart = true;
      lineUsed = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRecord();
    } else {
      cell += c;
      cellStart = false;
      lineUsed = true;
    }
    i++;
  }
  endRecord();
  return records;
}

/** Line breaks (CRLF, LF or CR, each one) in text[from, to). */
function lineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let at = from; at < to; at++) {
    const c = text.charCodeAt(at);
    if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) n++;
  }
  return n;
}
