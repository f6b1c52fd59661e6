import { describe, expect, it } from 'vitest';
import { cleanPostText } from '../../scripts/dataset/postText';

describe('cleanPostText', () => {
  it('maps the known mojibake sequences back to the punctuation they stood for', () => {
    expect(cleanPostText('because they‰Ûªve done nothing')).toBe('because they’ve done nothing');
    expect(cleanPostText('Join us a‰Û_ https://t.co/gkrp1RwXR4')).toBe('Join us a… https://t.co/gkrp1RwXR4');
    expect(cleanPostText('Mainstream media never covered Hillaryâ€™s â€œhackingâ€ù')).toBe(
      'Mainstream media never covered Hillary’s “hacking”',
    );
    expect(cleanPostText('more work to do.‰ÛÓPresident Obama')).toBe('more work to do.—President Obama');
  });

  it('drops other non-ASCII junk with the "_" stand-ins for lost bytes around it', () => {
    expect(cleanPostText('#USA_Ÿ‡º_Ÿ‡¸ https://t.co/x')).toBe('#USA https://t.co/x');
    expect(cleanPostText('DebateÂ  #BigLeague')).toBe('Debate #BigLeague');
  });

  it('keeps underscores that are not next to junk (handles, hashtags)', () => {
    expect(cleanPostText('Thanks @Real_Person for #Big_Day')).toBe('Thanks @Real_Person for #Big_Day');
  });

  it('unescapes the HTML entities once, &amp; last', () => {
    expect(cleanPostText('Michelle &amp; I, 1 &lt; 2 &gt; 0, literal &amp;lt;')).toBe('Michelle & I, 1 < 2 > 0, literal &lt;');
  });

  it('turns CR and CRLF into line breaks and trims spaces around them', () => {
    expect(cleanPostText('  @UN\rSecretary-General  \r\n next  ')).toBe('@UN\nSecretary-General\nnext');
  });
});
