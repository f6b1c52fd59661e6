// Cutting words out of a post leaves it tidy: no double space, no space before punctuation, no run of blank
// lines, nothing dangling at either end, and a capital where a sentence now starts.
import { describe, expect, it } from 'vitest';
import { cutSpans, replaceSpans } from '../../../shared/fixes/edits';

const at = (text: string, words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('cutSpans', () => {
  it('closes the gap a cut leaves between words and before punctuation', () => {
    const text = 'We shipped #launch today, and #css it works.';
    expect(cutSpans(text, [at(text, '#launch'), at(text, '#css')])).toBe('We shipped today, and it works.');
    expect(cutSpans('Great launch #css.', [at('Great launch #css.', '#css')])).toBe('Great launch.');
  });

  it('leaves at most one blank line and no whitespace at the ends', () => {
    const text = 'First point.\n\nRT this.\n\nSecond point.';
    expect(cutSpans(text, [at(text, 'RT this.')])).toBe('First point.\n\nSecond point.');
    expect(cutSpans('  Point made. Like it', [at('  Point made. Like it', ' Like it')])).toBe('  Point made.');
    expect(cutSpans('Like it. Point made.', [at('Like it. Point made.', 'Like it.')])).toBe('Point made.');
  });

  it('capitalises the first letter after a cut that opened a sentence, unless its word has a capital inside', () => {
    expect(cutSpans('RT if you agree: we won.', [{ start: 0, end: 16, capitalizeNext: true }])).toBe('We won.');
    expect(cutSpans('RT if you agree: iPhone sales doubled.', [{ start: 0, end: 16, capitalizeNext: true }])).toBe('iPhone sales doubled.');
  });

  it('merges overlapping cuts and keeps a space after a full stop', () => {
    const text = 'Done.RT if you like it. Next.';
    expect(cutSpans(text, [at(text, 'RT if you like it.'), at(text, 'like it. ')])).toBe('Done. Next.');
  });
});

describe('replaceSpans', () => {
  it('changes only the replaced characters', () => {
    expect(replaceSpans('Soooo good!!!!', [{ start: 1, end: 5, text: 'o' }, { start: 10, end: 14, text: '!' }])).toBe('So good!');
  });
});
