// Text written out in the encodings files reach Preflight in, for building test files byte for byte. Mac Roman
// comes from Node's own TextDecoder (ICU), a source independent of the engine's decoder; Windows-1252's bytes
// 0x80–0x9F are restated here from Unicode's CP1252.TXT, since Node's decoder reads that label as Latin-1.
import type { Encoding } from '../../../../shared/account/import/encoding';

/** Windows-1252's 0x80–0x9F, from unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT (undefined bytes as the C1 control). */
export const CP1252_HIGH: Record<number, number> = {
  128: 0x20ac,
  129: 0x81,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  141: 0x8d,
  142: 0x017d,
  143: 0x8f,
  144: 0x90,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  157: 0x9d,
  158: 0x017e,
  159: 0x0178,
};

/** The character each byte stands for in Windows-1252. */
export const windows1252Char = (b: number) => String.fromCharCode(CP1252_HIGH[b] ?? b);

function encoderFrom(charOf: (b: number) => string, label: string): (text: string) => Uint8Array {
  const byteOf = new Map<string, number>();
  for (let b = 0; b < 256; b++) {
    const c = charOf(b);
    if (!byteOf.has(c)) byteOf.set(c, b);
  }
  return (text) =>
    Uint8Array.from(
      [...text].map((c) => {
        const b = byteOf.get(c);
        if (b === undefined) throw new Error(`"${c}" has no byte in ${label}`);
        return b;
      }),
    );
}

const macRoman = new TextDecoder('macintosh');
const toWindows1252 = encoderFrom(windows1252Char, 'Windows-1252');
const toMacRoman = encoderFrom((b) => macRoman.decode(new Uint8Array([b])), 'Mac Roman');

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const le = Buffer.from(text, 'utf16le');
  if (!littleEndian) le.swap16();
  return new Uint8Array(le);
}

const withMark = (mark: number[], bytes: Uint8Array) => Uint8Array.from([...mark, ...bytes]);

/** `text` in `encoding`; `mark` adds the byte-order mark (UTF-8 with a mark is its own encoding here). */
export function encodeText(text: string, encoding: Encoding, mark = false): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return new Uint8Array(Buffer.from(text, 'utf8'));
    case 'utf-8-bom':
      return withMark([0xef, 0xbb, 0xbf], new Uint8Array(Buffer.from(text, 'utf8')));
    case 'utf-16le':
      return mark ? withMark([0xff, 0xfe], utf16(text, true)) : utf16(text, true);
    case 'utf-16be':
      return mark ? withMark([0xfe, 0xff], utf16(text, false)) : utf16(text, false);
    case 'windows-1252':
      return toWindows1252(text);
    case 'mac-roman':
      return toMacRoman(text);
  }
}
