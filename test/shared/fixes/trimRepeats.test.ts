// trim_repeats: stretched letters and piled-up punctuation written normally.
import { describe, expect, it } from 'vitest';
import { editedText, fixOf } from './fixOf';

describe('trim_repeats', () => {
  it('writes "Finallyyyy", "!!!!", "Soooo" and "???" normally (Mastodon)', () => {
    const input = { text: 'Finallyyyy shipped the export!!!! Soooo happy with how it turned out???', platform: 'mastodon' as const };
    const fix = fixOf('trim_repeats', input);
    expect(fix).toMatchObject({
      concept: 'stretched_text',
      label: 'Trim the repeats: "Finallyyyy", "!!!!", "Soooo", "???"',
      text: 'Finally shipped the export! So happy with how it turned out?',
    });
    expect(editedText(input, fix!)).toBe('yyyy | !!!! | oooo | ???');
  });

  it('keeps "?!" for mixed marks and an ellipsis for a row of dots (X)', () => {
    expect(fixOf('trim_repeats', { text: 'The build broke againnnnn?!?! Third time this week.....' })?.text).toBe(
      'The build broke again?! Third time this week...',
    );
  });

  it('keeps a double letter inside a word ("Sleeeeep" → "Sleep") (Threads)', () => {
    expect(
      fixOf('trim_repeats', { text: 'Sleeeeep is the best debugging tool I know. Wow!!! Seriously.', platform: 'threads' })?.text,
    ).toBe('Sleep is the best debugging tool I know. Wow! Seriously.');
  });

  it('leaves links alone and offers nothing for normal spelling', () => {
    expect(fixOf('trim_repeats', { text: 'Read the notes at https://example.com/aaaa!!!!b before Friday.' })).toBeUndefined();
    expect(fixOf('trim_repeats', { text: 'Good news... the export is live!' })).toBeUndefined();
  });
});
