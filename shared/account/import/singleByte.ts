// The two single-byte encodings a CSV saved on a desktop is found in: Windows-1252 (Excel and Notepad on
// Windows, "ANSI") and Mac Roman (Excel for Mac's plain "CSV", with CR line ends). Both keep ASCII as it is;
// they differ in what the bytes 0x80–0xFF stand for. The tables are Unicode's published mappings
// (unicode.org/Public/MAPPINGS/VENDORS: MICSFT/WINDOWS/CP1252.TXT and APPLE/ROMAN.TXT, with 0xDB as €, as
// Apple has mapped it since Mac OS 8.5), and the five bytes CP1252 leaves undefined read as the C1 controls
// of the same number, as the WHATWG Encoding Standard reads them.

import { unitsToString } from './utf';

export type SingleByteEncoding = 'windows-1252' | 'mac-roman';

/** Windows-1252's 0x80–0x9F; 0xA0–0xFF are Latin-1's, the code point of the same number. */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Mac Roman's 0x80–0xFF. */
const MAC_ROMAN_80_FF =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü' +
  '†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø' +
  '¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ' +
  '‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

function tableOf(encoding: SingleByteEncoding): Uint16Array {
  const table = new Uint16Array(256);
  for (let b = 0; b < 0x80; b++) table[b] = b;
  if (encoding === 'windows-1252') {
    for (let b = 0x80; b < 0xa0; b++) table[b] = CP1252_80_9F.charCodeAt(b - 0x80);
    for (let b = 0xa0; b < 0x100; b++) table[b] = b;
  } else {
    for (let b = 0x80; b < 0x100; b++) table[b] = MAC_ROMAN_80_FF.charCodeAt(b - 0x80);
  }
  return table;
}

const TABLES: Record<SingleByteEncoding, Uint16Array> = { 'windows-1252': tableOf('windows-1252'), 'mac-roman': tableOf('mac-roman') };

/** The text of `bytes` in a single-byte encoding (every byte is some character in both). */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  const table = TABLES[encoding];
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = table[bytes[i]!]!;
  return unitsToString(units, units.length);
}

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
/** Punctuation and signs that ordinary writing uses: quotes, dashes, the ellipsis, bullets, currencies, a no-break space. */
const EVERYDAY_SIGNS = new Set('‘’“”‚„–—…•€£¥¢«»‹›°©®™§¶·\u00a0');

/**
 * How much a decoding reads like writing, judged on its non-ASCII characters only (ASCII reads the same in
 * both): a lower-case letter or an everyday sign counts for it; an upper-case letter right after a
 * lower-case one ("donÕt", "cafÈ": what a wrong guess makes of "don’t" and "café") and a control character
 * count against it, as do mathematical signs, lone accents and ligatures, which posts hardly use. An
 * apostrophe between two letters counts most: it is the commonest non-ASCII character of English posts.
 */
export function plausibility(text: string): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c.charCodeAt(0) < 0x80) continue;
    const before = text[i - 1] ?? '';
    const after = text[i + 1] ?? '';
    const code = c.charCodeAt(0);
    if ((code >= 0x80 && code <= 0x9f) || c === '\ufffd' || c === '\uf8ff') score -= 5;
    else if ((c === '’' || c === '‘') && LETTER.test(before) && LETTER.test(after)) score += 3;
    else if (EVERYDAY_SIGNS.has(c)) score += 1;
    else if (LOWER.test(c)) score += 1;
    else if (UPPER.test(c)) score += LOWER.test(before) ? -3 : 1;
    else if (LETTER.test(c)) score += 0;
    else score -= 1;
  }
  return score;
}
