// Files as people have them, byte for byte: every encoding a CSV is saved in and every way of ending lines,
// decoded by the engine itself (pure TypeScript, no runtime decoder) and imported whole.
import { describe, expect, it } from 'vitest';
import { decodeFile, type Encoding } from '../../../shared/account/import/encoding';
import { importHistory } from '../../../shared/account/import/importHistory';
import { decodeSingleByte } from '../../../shared/account/import/singleByte';
import { decodeUtf8 } from '../../../shared/account/import/utf';
import { encodeText, windows1252Char } from './support/encodeText';
import { monthlyExport, postsFrom } from './support/exportFiles';

// Texts with the characters writers use beyond ASCII: accents, curly quotes and apostrophes, dashes, bullets.
const POSTS = postsFrom('2016-12-01T09:00:00Z', 20, [
  { text: 'Café opens at 9 — don’t be late', impressions: 1200, likes: 14 },
  { text: 'Naïve Bayes in five lines: ‘simple’ and fast', impressions: 900, likes: 9 },
  { text: '¿Qué tal? Résumé tips for the new year', impressions: 700, likes: 5 },
  { text: 'Ideas • notes • drafts… and “quotes”', impressions: 1500, likes: 20 },
  { text: 'Plain words about shipping on Fridays', impressions: 800, likes: 7 },
]);

describe('the decoders', () => {
  it('read every byte of Mac Roman as the runtime’s own decoder does, and of Windows-1252 as Unicode’s table says', () => {
    const all = Uint8Array.from({ length: 256 }, (_, b) => b);
    expect(decodeSingleByte(all, 'mac-roman')).toBe(new TextDecoder('macintosh').decode(all));
    expect(decodeSingleByte(all, 'windows-1252')).toBe([...all].map(windows1252Char).join(''));
  });

  it('read UTF-8 strictly: overlong forms, surrogates, stray continuation bytes and cut sequences are not UTF-8', () => {
    const text = 'Ok ✓ 𝔸 é';
    expect(decodeUtf8(new Uint8Array(Buffer.from(text)))).toBe(text);
    for (const bad of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x80], [0xe2, 0x9c], [0xf5, 0x80, 0x80, 0x80], [0xc3, 0x28]]) {
      expect(decodeUtf8(Uint8Array.from(bad)), bad.join(' ')).toBeUndefined();
    }
  });

  it.each<[Encoding, boolean]>([
    ['utf-8', false],
    ['utf-8-bom', true],
    ['utf-16le', true],
    ['utf-16le', false],
    ['utf-16be', true],
    ['utf-16be', false],
    ['windows-1252', false],
    ['mac-roman', false],
  ])('tell %s (byte-order mark: %s) from its bytes alone', (encoding, mark) => {
    const text = monthlyExport(POSTS);
    const decoded = decodeFile(encodeText(text, encoding, mark));
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text).toBe(text);
  });

  it('read a file declared UTF-8 that is not as what its bytes are, and take a declared single-byte charset', () => {
    const bytes = encodeText('id,text\n1,“Café”\n', 'windows-1252');
    expect(decodeFile(bytes, 'utf-8')).toEqual({ text: 'id,text\n1,“Café”\n', encoding: 'windows-1252' });
    expect(decodeFile(encodeText('a,b\n1,é\n', 'mac-roman'), 'mac-roman').encoding).toBe('mac-roman');
  });

  it('tell the apostrophe and accents of Mac Roman from Windows-1252 in a short text', () => {
    for (const text of ['don’t', 'café', 'naïve résumé', '“quoted”', 'déjà vu — encore']) {
      expect(decodeFile(encodeText(text, 'mac-roman')), text).toEqual({ text, encoding: 'mac-roman' });
      expect(decodeFile(encodeText(text, 'windows-1252')), text).toEqual({ text, encoding: 'windows-1252' });
    }
  });
});

describe('an export in each encoding and with each line end imports whole', () => {
  const expected = importHistory([{ name: 'x.csv', text: monthlyExport(POSTS) }]).posts;

  it('reads the UTF-8 original as X wrote it', () => {
    expect(expected.map((p) => p.text)).toEqual(POSTS.map((p) => p.text));
  });

  it.each<[Encoding, boolean, string]>([
    ['utf-8', false, '\n'],
    ['utf-8-bom', true, '\r\n'],
    ['utf-16le', true, '\r\n'],
    ['utf-16le', false, '\n'],
    ['utf-16be', true, '\n'],
    ['utf-16be', false, '\r\n'],
    ['windows-1252', false, '\r\n'],
    ['mac-roman', false, '\r'],
  ])('%s (mark: %s) with %j line ends', (encoding, mark, lineEnd) => {
    const bytes = encodeText(monthlyExport(POSTS, { lineEnd }), encoding, mark);
    const result = importHistory([{ name: 'export.csv', bytes }]);
    expect(result.refused).toEqual([]);
    expect(result.skipped).toEqual([]);
    expect(result.posts).toEqual(expected);
    const ends = { '\n': 'lf', '\r\n': 'crlf', '\r': 'cr' }[lineEnd];
    expect(result.summary.files).toEqual([
      { file: 'export.csv', format: "X's monthly export (tweet_activity_metrics)", encoding, line_ends: ends },
    ]);
  });

  it('says how the file was read in words', () => {
    const bytes = encodeText(monthlyExport(POSTS, { lineEnd: '\r' }), 'mac-roman');
    expect(importHistory([{ name: 'export.csv', bytes }]).summary.notes[0]).toBe(
      "Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends.",
    );
  });

  it('reads JSON lines whose lines end in a bare CR', () => {
    const lines = expected.map((p) => JSON.stringify(p)).join('\r');
    const result = importHistory([{ name: 'history.jsonl', bytes: encodeText(lines, 'utf-8') }]);
    expect(result.posts).toEqual(expected);
  });
});

describe('files that are not text', () => {
  it.each([
    ['an Excel workbook', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], /^it is a zip archive, such as an Excel workbook \(\.xlsx\)/],
    ['an old Excel workbook', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00], /^it is an Excel 97–2003 workbook \(\.xls\)/],
    ['a PDF', [...Buffer.from('%PDF-1.7\n')], /^it is a PDF/],
    ['binary data', [0x01, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x2c, 0x13, 0x00, 0x5a], /^it is not a text file/],
  ])('refuses %s, saying what it is and what to send', (_, bytes, reason) => {
    const result = importHistory([{ name: 'history.xlsx', bytes: Uint8Array.from(bytes) }]);
    expect(result.posts).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]!.reason).toMatch(reason);
  });
});
