// How a file ends its lines: CRLF (Windows, and X's older export), LF (X's content export, Unix tools) or a
// bare CR (classic Mac software, Excel for Mac's "CSV" among it). The CSV reader takes all three; the import
// says which it found, so a writer comparing two files can see how they differ.

export type LineEnds = 'crlf' | 'lf' | 'cr' | 'mixed' | 'none';

export const LINE_END_NAMES: Record<LineEnds, string> = {
  crlf: 'CRLF line ends',
  lf: 'LF line ends',
  cr: 'CR line ends',
  mixed: 'mixed line ends',
  none: 'a single line',
};

export function lineEndsOf(text: string): LineEnds {
  let crlf = 0;
  let cr = 0;
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === 10) crlf++;
    else cr++;
  }
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lf++;
  lf -= crlf;
  const kinds = [crlf > 0, lf > 0, cr > 0].filter(Boolean).length;
  if (kinds === 0) return 'none';
  if (kinds > 1) return 'mixed';
  return crlf > 0 ? 'crlf' : lf > 0 ? 'lf' : 'cr';
}

/** The text with every line end a LF: for readers that split lines (JSON lines). */
export function withLfLineEnds(text: string, ends: LineEnds): string {
  if (ends === 'lf' || ends === 'none') return text;
  return text.replace(/\r\n?/g, '\n');
}
