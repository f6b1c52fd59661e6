import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/account/import/csv';

describe('parseCsv', () => {
  it('splits plain cells and records', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    expect(parseCsv('"x, y","say ""hi""","one\ntwo\r\nthree"\n')).toEqual([['x, y', 'say "hi"', 'one\ntwo\r\nthree']]);
  });
  it('ends records at CRLF, LF or a lone CR', () => {
    expect(parseCsv('a,b\r\n1,2\r3,4\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('drops a leading byte-order mark, even before a quoted cell', () => {
    expect(parseCsv('\uFEFF"Tweet id",time\r\n')).toEqual([['Tweet id', 'time']]);
  });
  it('skips empty lines but keeps a line holding only an empty quoted cell', () => {
    expect(parseCsv('a\n\n\r\n""\nb\n\n')).toEqual([['a'], [''], ['b']]);
  });
  it('keeps empty cells, including a trailing one', () => {
    expect(parseCsv('a,,\n,b')).toEqual([
      ['a', '', ''],
      ['', 'b'],
    ]);
  });
  it('reads a malformed file without throwing, keeping a quote that opens no quoted cell as a character', () => {
    expect(parseCsv('ab"c,d')).toEqual([['ab"c', 'd']]);
    expect(parseCsv('"ab"c,d')).toEqual([['"ab"c', 'd']]);
    expect(parseCsv('x,"never closed\nstill inside')).toEqual([['x', '"never closed'], ['still inside']]);
  });
  it('reads cells quoted only when they must be: a text that opens with a quotation stays in its row', () => {
    // As X's content export writes them: the quote that opens the second text closes inside it, before a space.
    const text =
      '1,"Fri, Feb 6, 2026","Ship it" she said,https://x.com/a/status/1,90\n2,"Sat, Feb 7, 2026",plain,https://x.com/a/status/2,80\n';
    expect(parseCsv(text)).toEqual([
      ['1', 'Fri, Feb 6, 2026', '"Ship it" she said', 'https://x.com/a/status/1', '90'],
      ['2', 'Sat, Feb 7, 2026', 'plain', 'https://x.com/a/status/2', '80'],
    ]);
  });
  it('strict mode reads RFC 4180 to the letter and throws on a quote never closed', () => {
    expect(parseCsv('"ab"c,d', { strict: true })).toEqual([['abc', 'd']]);
    expect(() => parseCsv('x,"never closed', { strict: true })).toThrow(/ends inside a quoted field/);
  });
  it('returns no records for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});
