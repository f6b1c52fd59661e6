import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/dataset/csv';

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'a,b,c\n1,"x, y","He said ""hi"""\n2,"line one\nline two\rafter a CR",z\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'He said "hi"'],
      ['2', 'line one\nline two\rafter a CR', 'z'],
    ]);
  });

  it('ends records at CRLF, keeps empty fields and a last record without a line break', () => {
    expect(parseCsv('a,,c\r\n,2,\r\nlast,row,here')).toEqual([
      ['a', '', 'c'],
      ['', '2', ''],
      ['last', 'row', 'here'],
    ]);
  });

  it('keeps rows with fewer fields as they are (the real files omit a trailing column on some rows)', () => {
    expect(parseCsv('a,b,c\n1,2\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
    ]);
  });

  it('refuses text that ends inside a quoted field', () => {
    expect(() => parseCsv('a,"unterminated\n')).toThrow(/inside a quoted field/);
  });
});
