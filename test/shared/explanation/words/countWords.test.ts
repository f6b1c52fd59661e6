import { describe, expect, it } from 'vitest';
import { costWords, countWords, perThousandViews } from '../../../../shared/index';

describe('actions per 1,000 views', () => {
  it('says what a writer pictures: whole numbers from 10, one decimal below', () => {
    expect(perThousandViews(0.024)).toBe('24');
    expect(perThousandViews(0.01234)).toBe('12');
    expect(perThousandViews(0.00236759)).toBe('2.4');
    expect(perThousandViews(0.002)).toBe('2');
    expect(perThousandViews(0.00097)).toBe('1');
    expect(perThousandViews(0.0003)).toBe('0.3');
    expect(perThousandViews(0.00998)).toBe('10');
    expect(perThousandViews(1)).toBe('1,000');
  });

  it('says "under 0.1" for what fewer than 1 reader in 10,000 does, never 0.0024', () => {
    expect(perThousandViews(0.0000024)).toBe('under 0.1');
    expect(perThousandViews(0)).toBe('under 0.1');
    expect(perThousandViews(0.00005)).toBe('0.1');
  });
});

describe('a count and its noun', () => {
  it('agree in number, with thousands grouped', () => {
    expect(countWords(1, 'post', 'posts')).toBe('1 post');
    expect(countWords(0, 'row', 'rows')).toBe('0 rows');
    expect(countWords(1204, 'post', 'posts')).toBe('1,204 posts');
    // 0.6 is written "1": the noun follows the number the writer reads.
    expect(countWords(0.6, 'like', 'likes')).toBe('1 like');
  });
});

describe('what a reason costs', () => {
  it('is said in whole points off the score, and not at all under half a point or for a gain', () => {
    expect(costWords(-2.6)).toBe('about 3 points off the score');
    expect(costWords(-0.5)).toBe('about 1 point off the score');
    expect(costWords(-0.49)).toBeNull();
    expect(costWords(4)).toBeNull();
  });
});
