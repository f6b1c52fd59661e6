// link_last: a post that opens with a link says its point first.
import { describe, expect, it } from 'vitest';
import { fixOf } from './fixOf';

const LINK = 'https://example.com/2024-survey';
const POINT = 'Our survey of 1,200 developers found that 64% now ship to production every week.';

describe('link_last', () => {
  it('moves an opening link after the text (X)', () => {
    const input = { text: `${LINK} ${POINT}` };
    expect(fixOf('link_last', input)).toMatchObject({
      concept: 'link',
      label: 'Move the link after the text',
      text: `${POINT} ${LINK}`,
      changed: { start: 0, end: input.text.length },
    });
  });

  it('puts it on its own line after a post of several lines (LinkedIn)', () => {
    const input = { text: `${LINK}\n${POINT}\nThe other 36% blame their release process.`, platform: 'linkedin' as const };
    expect(fixOf('link_last', input)?.text).toBe(`${POINT}\nThe other 36% blame their release process.\n\n${LINK}`);
  });

  it('keeps closing hashtags last', () => {
    expect(fixOf('link_last', { text: `${LINK} ${POINT} #devops` })?.text).toBe(`${POINT} ${LINK} #devops`);
  });

  it('names the bare link it fixes', () => {
    expect(fixOf('link_last', { text: `${LINK} Worth reading` })).toMatchObject({ concept: 'bare_link', text: `Worth reading ${LINK}` });
  });

  it('offers nothing when the link already comes last or stands alone', () => {
    expect(fixOf('link_last', { text: `${POINT} ${LINK}` })).toBeUndefined();
    expect(fixOf('link_last', { text: `${LINK} #devops` })).toBeUndefined();
  });
});
