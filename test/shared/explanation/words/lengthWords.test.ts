import { describe, expect, it } from 'vitest';
import { lengthCountWords, lengthWords, overLimitWords } from '../../../../shared/index';

describe('length words', () => {
  it('say the count against the limit', () => {
    expect(lengthWords({ platform: 'linkedin', weighted: 1234, limit: 3000, unit: 'characters' })).toBe('1,234 of 3,000 characters');
  });

  it('say how the platform counts where its way is not plain characters', () => {
    expect(lengthCountWords({ platform: 'x', weighted: 146, limit: 280, unit: 'x_weighted' })).toBe(
      '146 of 280 weighted characters (links count 23, emoji and CJK 2)',
    );
    expect(lengthCountWords({ platform: 'bluesky', weighted: 12, limit: 300, unit: 'graphemes' })).toBe('12 of 300 characters (graphemes)');
  });

  it('say how far over the limit a post is, and nothing when it fits', () => {
    expect(overLimitWords({ platform: 'x', weighted: 1286, limit: 280, unit: 'x_weighted' })).toBe('1,006 over the limit');
    expect(overLimitWords({ platform: 'x', weighted: 280, limit: 280, unit: 'x_weighted' })).toBeNull();
  });
});
