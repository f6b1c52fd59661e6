import { describe, expect, it } from 'vitest';
import { unescapeHtmlEntities } from '../../scripts/dataset/htmlEntities';

describe('unescapeHtmlEntities', () => {
  it('unescapes the named entities X used and numeric ones, decimal and hex', () => {
    expect(unescapeHtmlEntities('Q&amp;A &lt;3 &gt; &quot;yes&quot; it&#39;s &#8217; &#x1F600;')).toBe('Q&A <3 > "yes" it\'s ’ 😀');
  });

  it('unescapes once, so an escaped entity stays the entity the author typed', () => {
    expect(unescapeHtmlEntities('&amp;lt; and &amp;amp;')).toBe('&lt; and &amp;');
  });

  it('leaves unknown names, a missing semicolon and numbers that name no character as written', () => {
    expect(unescapeHtmlEntities('&nbsp; AT&T &amp &#55296; &#0; &#x110000;')).toBe('&nbsp; AT&T &amp &#55296; &#0; &#x110000;');
  });
});
