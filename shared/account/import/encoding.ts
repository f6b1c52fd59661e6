// Which encoding a file's bytes are in, and its text. Exports reach Preflight as X wrote them (UTF-8, with a
// byte-order mark in the older export) or as a spreadsheet saved them again: UTF-16 ("Unicode text" from
// Excel for Windows), Windows-1252 ("CSV" from Excel for Windows) or Mac Roman ("CSV" from Excel for Mac). A
// file says which only by its bytes, so they decide: a byte-order mark first; then UTF-16's NUL bytes, which
// fall on every other byte of ASCII text; then UTF-8, valid or not at all; and only then one of the two
// single-byte encodings, the one whose reading looks more like writing (singleByte.ts).
import { decodeSingleByte, plausibility, type SingleByteEncoding } from './singleByte';
import { decodeUtf16, decodeUtf8 } from './utf';

export type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | SingleByteEncoding;

/** How each encoding is named to people. */
export const ENCODING_NAMES: Record<Encoding, string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 with a byte-order mark',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252',
  'mac-roman': 'Mac Roman',
};

export type Decoded = { text: string; encoding: Encoding };

/** Bytes looked at to tell UTF-16 by its NUL bytes. */
export const SAMPLE_BYTES = 64 * 1024;

/**
 * The file's text, in the encoding its bytes show; `declared` (an HTTP charset) is taken when the bytes
 * allow it: a file declared UTF-8 that is not valid UTF-8, or UTF-16 without UTF-16's NUL bytes, is read as
 * what it is; a declared single-byte encoding is taken for bytes that are not UTF-16.
 */
export function decodeFile(bytes: Uint8Array, declared?: Encoding): Decoded {
  const bom = byteOrderMark(bytes);
  if (bom) return bom;
  // UTF-16 shows itself by its NULs (or its mark), whatever was declared: the NULs say the byte order, which
  // "utf-16" alone does not, and bytes without them are not UTF-16 text, whatever a header says.
  const utf16 = utf16ByNuls(bytes);
  if (utf16) return { text: decodeUtf16(bytes, utf16 === 'utf-16le'), encoding: utf16 };
  if (declared === 'windows-1252' || declared === 'mac-roman') return { text: decodeSingleByte(bytes, declared), encoding: declared };
  const utf8 = decodeUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  return singleByte(bytes);
}

function byteOrderMark(bytes: Uint8Array): Decoded | undefined {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    const text = decodeUtf8(bytes, 3);
    // A UTF-8 mark before bytes that are not UTF-8: the mark is wrong, the bytes decide.
    return text === undefined ? singleByte(bytes.subarray(3)) : { text, encoding: 'utf-8-bom' };
  }
  if (a === 0xff && b === 0xfe) return { text: decodeUtf16(bytes, true, 2), encoding: 'utf-16le' };
  if (a === 0xfe && b === 0xff) return { text: decodeUtf16(bytes, false, 2), encoding: 'utf-16be' };
  return undefined;
}

/**
 * UTF-16 without a mark: a CSV is mostly ASCII (digits, commas, links), and each ASCII character is a NUL
 * byte and its own byte; the NULs fall on odd offsets in little-endian, on even ones in big-endian. Text in
 * any other encoding holds no NUL at all. At least nine in ten of the NULs must fall on one side.
 */
function utf16ByNuls(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const end = Math.min(bytes.length, SAMPLE_BYTES);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < end; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const pairs = end / 2;
  // A few NULs are no evidence of UTF-16; a tenth of the characters being ASCII is.
  if (odd + even < pairs / 10) return undefined;
  if (odd >= 9 * even) return 'utf-16le';
  if (even >= 9 * odd) return 'utf-16be';
  return undefined;
}

/**
 * Windows-1252 or Mac Roman, whichever reads more like writing; on a tie Windows-1252 (the commoner), unless
 * the lines end in a bare CR, which only classic Mac software, Excel for Mac's "CSV" among it, writes.
 */
function singleByte(bytes: Uint8Array): Decoded {
  const windows = decodeSingleByte(bytes, 'windows-1252');
  const mac = decodeSingleByte(bytes, 'mac-roman');
  const [w, m] = [plausibility(windows), plausibility(mac)];
  if (m > w || (m === w && endsLinesWithBareCr(bytes))) return { text: mac, encoding: 'mac-roman' };
  return { text: windows, encoding: 'windows-1252' };
}

function endsLinesWithBareCr(bytes: Uint8Array): boolean {
  const cr = bytes.indexOf(0x0d);
  return cr !== -1 && bytes[cr + 1] !== 0x0a && bytes.indexOf(0x0a) === -1;
}

/** An HTTP charset as one of the encodings read here; undefined for one that is not. */
export function encodingOfCharset(charset: string): Encoding | undefined {
  switch (charset.trim().toLowerCase()) {
    case 'utf-8':
    case 'utf8':
      return 'utf-8';
    case 'utf-16le':
      return 'utf-16le';
    case 'utf-16be':
    case 'utf-16':
      // UTF-16 declared without its order is big-endian unless a byte-order mark says otherwise (RFC 2781).
      return 'utf-16be';
    case 'windows-1252':
    case 'cp1252':
    case 'iso-8859-1':
    case 'latin1':
    case 'us-ascii':
      // The WHATWG Encoding Standard reads Latin-1 and ASCII labels as Windows-1252, which contains them both.
      return 'windows-1252';
    case 'macintosh':
    case 'x-mac-roman':
    case 'mac-roman':
    case 'macroman':
      return 'mac-roman';
    default:
      return undefined;
  }
}
