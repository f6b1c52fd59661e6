// X's length without twitter-text's per-character pass: for a text whose every character counts one (ASCII,
// the Latin letters up to U+024F, the dashes and quotes of U+2010–U+201F) the engine counts from the links
// alone. These tests hold that count, and where the limit falls, equal to twitter-text's parseTweet on every
// such character and on many texts built from them with links of every kind twitter-text knows.
import { describe, expect, it } from 'vitest';
import twitterText from 'twitter-text';
import { X_PREMIUM_LIMIT } from '../../shared/platformFacts/limits';
import { limitIndex, weightedLength } from '../../shared/post/length';
import { createPrng } from '../../shared/random/prng';

/** The characters the engine counts without parseTweet. */
const ONES: string[] = [];
for (let code = 0; code < 0x250; code++) if (code !== 0xa9 && code !== 0xae) ONES.push(String.fromCharCode(code));
for (let code = 0x2010; code <= 0x201f; code++) ONES.push(String.fromCharCode(code));

/** Pieces a post is made of: words, spaces, punctuation, and links with and without a scheme, t.co, paths, ports. */
const PIECES = [
  'We',
  'shipped',
  'the',
  'fix',
  'today',
  'über',
  'café',
  'naïve',
  'Łódź',
  '—',
  '–',
  '“quoted”',
  '‘it’s’',
  'don’t',
  ' ',
  ' ',
  ' ',
  '\n',
  '\n\n',
  '.',
  ',',
  ':',
  '!',
  '?',
  '...',
  '(',
  ')',
  '#launch',
  '@ada',
  '$TSLA',
  '1/',
  '20%',
  '3.5',
  'https://example.com',
  'http://a.co/x?y=1#z',
  'https://t.co/abc123',
  'https://t.co/abcdefghijabcdefghijabcdefghijabcdefghijabcdefghij',
  'example.com',
  'www.example.org/path/to/page',
  'docs.github.io/a-b_c',
  'sub.domain.co.uk:8080/x',
  'foo.bar',
  'a.b',
  'user@example.com',
  'https://exa_mple.com',
  'http://localhost',
  'ftp://example.com',
  'example.com.',
  '.com',
  'xn--bcher-kva.example',
  'https://example.com/über',
  'https://ex—ample.com',
  'test.com/“q”',
  'bit.ly/3xYz',
  'Example.COM/Path',
];

function texts(seed: string, count: number, maxPieces: number): string[] {
  const random = createPrng(seed);
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + random.int(maxPieces);
    for (let i = 0; i < n; i++)
      text += random.next() < 0.15 ? (ONES[random.int(ONES.length)] as string) : (PIECES[random.int(PIECES.length)] as string);
    return text;
  });
}

function expectSameAsTwitterText(text: string): void {
  const parsed = twitterText.parseTweet(text);
  expect(weightedLength(text, 'x').weighted, JSON.stringify(text)).toBe(parsed.weightedLength);
  const fits = parsed.valid || parsed.weightedLength <= 280 ? text.length : parsed.validRangeEnd + 1;
  expect(limitIndex(text, 'x'), JSON.stringify(text)).toBe(fits);
}

describe("X's length counted from the links", () => {
  it('counts every such character as twitter-text does, alone and repeated past the limit', () => {
    for (const ch of ONES) {
      expectSameAsTwitterText(ch);
      expectSameAsTwitterText(`a${ch}b ${ch}`);
      expectSameAsTwitterText(ch.repeat(300));
    }
  });

  it('counts texts with links as twitter-text does, short and over the limit', () => {
    for (const text of texts('x-length short', 3000, 40)) expectSameAsTwitterText(text);
    for (const text of texts('x-length long', 300, 400)) expectSameAsTwitterText(text);
  });

  it('finds where the limit falls in a long text the same way, and keeps X Premium past it', () => {
    const text = `${'Read this: https://example.com/a and www.example.org then more words. '.repeat(12)}`;
    expectSameAsTwitterText(text);
    expect(limitIndex(text, 'x')).toBeLessThan(text.length);
    expect(limitIndex(text, 'x', X_PREMIUM_LIMIT)).toBe(text.length);
  });

  it('leaves texts with other characters to twitter-text: emoji, CJK, ©, an ellipsis, combining accents', () => {
    for (const text of ['ok 👍', '日本語', '© 2024', 'wait…', 'cafe\u0301', 'e\u0301'.repeat(200)]) expectSameAsTwitterText(text);
    expect(weightedLength('ok 👍', 'x').weighted).toBe(5);
  });
});
