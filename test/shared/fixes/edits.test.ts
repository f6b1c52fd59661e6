// Cutting words out of a post leaves it tidy: no double space, no space before punctuation, no run of blank
// lines, nothing dangling at either end, and a capital where a sentence now starts; and every rewrite says
// exactly what it changed, as edits that give its text when applied to the original.
import { describe, expect, it } from 'vitest';
import { rewrite, replaceSpans, type Cut } from '../../../shared/fixes/edits';
import { applyEdits } from '../../../shared/index';

/** The rewritten text, after checking that its edits give it. */
function cutSpans(text: string, cuts: Cut[]): string {
  const out = rewrite(text, cuts);
  expect(applyEdits(text, out.edits)).toBe(out.text);
  return out.text;
}

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
    const out = replaceSpans('Soooo good!!!!', [
      { start: 1, end: 5, text: 'o' },
      { start: 10, end: 14, text: '!' },
    ]);
    expect(out.text).toBe('So good!');
    expect(out.edits).toEqual([
      { start: 1, end: 5, text: 'o' },
      { start: 10, end: 14, text: '!' },
    ]);
  });
});

describe('rewrite edits', () => {
  it('names only the characters that went and those that were written', () => {
    const text = 'RT if you agree: we won.';
    expect(rewrite(text, [{ start: 0, end: 16, capitalizeNext: true }]).edits).toEqual([
      { start: 0, end: 17, text: '' },
      { start: 17, end: 18, text: 'W' },
    ]);
    const tags = 'We shipped #launch today.';
    expect(rewrite(tags, [at(tags, '#launch')]).edits).toEqual([{ start: 11, end: 19, text: '' }]);
  });

  it('makes replacements outside the cuts and drops those inside them', () => {
    const text = 'Wow!!!! RT this!!! Done.';
    const out = rewrite(
      text,
      [at(text, 'RT this!!!')],
      [
        { start: 3, end: 7, text: '!' },
        { start: 15, end: 18, text: '!' },
      ],
    );
    expect(out.text).toBe('Wow! Done.');
    expect(applyEdits(text, out.edits)).toBe(out.text);
  });
});
