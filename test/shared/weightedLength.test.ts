import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS } from '../../shared/platformFacts/limits';
import { weightedLength, limitIndex } from '../../shared/post/length';

describe('weightedLength on X (twitter-text)', () => {
  it('counts each CJK character as two', () => {
    expect(weightedLength('日本語のテキスト', 'x').weighted).toBe(16);
  });
  it('counts any URL as 23 whatever its length', () => {
    const short = weightedLength('see https://a.co', 'x').weighted;
    const long = weightedLength('see https://example.com/a/very/long/path/that/keeps/going/on/and/on', 'x').weighted;
    expect(short).toBe(4 + 23);
    expect(long).toBe(4 + 23);
  });
  it('counts an emoji, even a ZWJ family, as two', () => {
    expect(weightedLength('👍', 'x').weighted).toBe(2);
    expect(weightedLength('👩‍👩‍👧', 'x').weighted).toBe(2);
  });
  it('reports the 280 limit and where the text stops fitting', () => {
    const text = 'a'.repeat(300);
    expect(weightedLength(text, 'x')).toEqual({ platform: 'x', weighted: 300, limit: 280, unit: 'x_weighted' });
    expect(limitIndex(text, 'x')).toBe(280);
    expect(limitIndex('short text', 'x')).toBe('short text'.length);
  });
});

describe('weightedLength on other platforms', () => {
  it('counts graphemes on Bluesky, so a ZWJ family is one', () => {
    expect(weightedLength('👩‍👩‍👧 hi', 'bluesky').weighted).toBe(4);
    expect(PLATFORM_LIMITS.bluesky.limit).toBe(300);
  });
  it('counts a URL as 23 on Mastodon', () => {
    expect(weightedLength('read https://example.com/a/long/path/here', 'mastodon').weighted).toBe(5 + 23);
  });
  it('counts a handle on another Mastodon server by its local part, as Mastodon’s own counter does', () => {
    expect(weightedLength('thanks @ada@example.social!', 'mastodon').weighted).toBe('thanks @ada!'.length);
    expect(weightedLength('@ada@example.social', 'mastodon').weighted).toBe('@ada'.length);
    // A local handle and an e-mail address are counted whole.
    expect(weightedLength('thanks @ada and me@example.social', 'mastodon').weighted).toBe('thanks @ada and me@example.social'.length);
  });
  it('counts code points on LinkedIn against 3000', () => {
    expect(weightedLength('héllo 👍', 'linkedin')).toEqual({ platform: 'linkedin', weighted: 7, limit: 3000, unit: 'characters' });
  });
});
