// RFC 4180 CSV, written here rather than imported: the engine takes no dependency that might reach for Node
// or the DOM, and the exports it reads need only quoted fields, doubled quotes, newlines inside quotes, CRLF
// and the byte-order mark spreadsheets put in front.

/**
 * Records of cells, every cell as written (no trimming, no numbers). Empty lines are not records, so a
 * trailing newline adds nothing. An unclosed quote runs to the end of the text (an import then reports the
 * rows it spoiled), unless `strict`: the data sets of `npm run eval` must be read whole or not at all.
 * A quote inside an unquoted cell is kept as a character.
 */
export function parseCsv(text: string, options: { strict?: boolean } = {}): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let cellStart = true;
  // A line holding only "" is a record with one empty cell; a line holding nothing is no record.
  let lineUsed = false;
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
    if (c === '"' && cellStart) {
      // Copy up to the closing quote in slices, turning each "" into ".
      for (i++; ; ) {
        const close = text.indexOf('"', i);
        if (close === -1 && options.strict) throw new Error('CSV: the text ends inside a quoted field');
        const end = close === -1 ? text.length : close;
        cell += text.slice(i, end);
        i = end + 1;
        if (close === -1 || text[i] !== '"') break;
        cell += '"';
        i++;
      }
      cellStart = false;
      lineUsed = true;
      continue;
    }
    if (c === ',') {
      record.push(cell);
      cell = '';
      cellStart = true;
      lineUsed = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
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
