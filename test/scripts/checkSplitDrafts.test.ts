import { describe, expect, it } from 'vitest';
import { draftsOf, splitDrafts } from '../../scripts/check/splitDrafts';

describe('splitDrafts', () => {
  it('returns a file without separators as one draft with its surrounding blank lines trimmed', () => {
    expect(splitDrafts('\n\nFirst line of the draft\nsecond line\n\n')).toEqual(['First line of the draft\nsecond line']);
  });

  it('splits on lines holding only --- and keeps the order', () => {
    expect(splitDrafts('one draft here\n---\ntwo draft here\n---\nthree draft here\n')).toEqual([
      'one draft here',
      'two draft here',
      'three draft here',
    ]);
  });

  it('skips empty parts, so indices count only real drafts', () => {
    expect(splitDrafts('---\n\n---\nfirst real draft\n---\n   \n---\nsecond real draft\n---\n')).toEqual([
      'first real draft',
      'second real draft',
    ]);
  });

  it('turns CRLF line endings into LF, including around separators', () => {
    expect(splitDrafts('line one\r\nline two\r\n---\r\nnext draft\r\n')).toEqual(['line one\nline two', 'next draft']);
  });

  it('keeps blank lines inside a draft and lines that merely contain ---', () => {
    expect(splitDrafts('para one\n\npara two -- not --- a separator\n----\nend')).toEqual([
      'para one\n\npara two -- not --- a separator\n----\nend',
    ]);
  });

  it('accepts a separator with spaces around it', () => {
    expect(splitDrafts('alpha draft\n  ---  \nbeta draft')).toEqual(['alpha draft', 'beta draft']);
  });

  it('finds no drafts in an empty or blank file', () => {
    expect(splitDrafts('')).toEqual([]);
    expect(splitDrafts('\n \n---\n\t\n')).toEqual([]);
  });
});

describe('draftsOf', () => {
  it('gives each draft the line it starts on, counted from 1, after blank lines and separators', () => {
    expect(draftsOf('\n\nFirst line of the draft\nsecond line\n---\n\n\nnext draft\r\n---\n---\nlast draft\n')).toEqual([
      { text: 'First line of the draft\nsecond line', line: 3 },
      { text: 'next draft', line: 8 },
      { text: 'last draft', line: 11 },
    ]);
    expect(draftsOf('only draft')).toEqual([{ text: 'only draft', line: 1 }]);
  });
});
