// Files that are not text at all, said by what they are: a writer who chose the workbook Excel saved, or a
// PDF, needs to hear that and what to do, not that its "first line" is a row of garbled characters.

/** A file whose sample has more than one NUL byte in this many is binary. */
const BINARY_NUL_SHARE = 100;

/** What a file that is not text is, in the writer's words, and what to send instead; undefined for text. */
export function nonTextFile(bytes: Uint8Array, sample: number): string | undefined {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    return (
      'it is a zip archive, such as an Excel workbook (.xlsx) or a Numbers file, not a CSV file: open it ' +
      'and save it as "CSV UTF-8", or choose the .csv file X gave you'
    );
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    return 'it is an Excel 97–2003 workbook (.xls), not a CSV file: open it and save it as "CSV UTF-8", or choose the .csv file X gave you';
  }
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'it is a PDF, not a CSV file: choose the .csv file X gave you';
  if (starts(0x1f, 0x8b)) return 'it is compressed (gzip): unpack it and choose the .csv file inside';
  // Text files hold no NUL bytes outside UTF-16, which the caller has ruled out before asking; binary data
  // holds them everywhere. A stray NUL or two in a cell (a broken export, a pasted control character) does not
  // make a year of posts binary: such a file is read as text, and the NUL is dropped or its row skipped.
  const sampled = Math.min(bytes.length, sample);
  let nuls = 0;
  for (let i = 0; i < sampled; i++) if (bytes[i] === 0) nuls++;
  if (nuls * BINARY_NUL_SHARE > sampled) return 'it is not a text file (it holds binary data): choose the .csv file X gave you';
  return undefined;
}
