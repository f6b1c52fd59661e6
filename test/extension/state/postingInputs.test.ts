import { describe, expect, it } from 'vitest';
import { postingInputs } from '../../../extension/state/liveScore';

describe('how a post will be posted, as the engine is told', () => {
  it('a composer box is one post; a pasted draft (the popup) says nothing and may be a thread', () => {
    expect(postingInputs({ platform: 'threads', onePost: true })).toEqual({ one_post: true });
    expect(postingInputs({ platform: 'threads' })).toEqual({});
  });

  it('X Premium reaches the engine for X only, and only when the setting is on', () => {
    expect(postingInputs({ platform: 'x', xPremium: true, onePost: true })).toEqual({ one_post: true, x_premium: true });
    expect(postingInputs({ platform: 'x', xPremium: false })).toEqual({});
    expect(postingInputs({ platform: 'bluesky', xPremium: true })).toEqual({});
  });
});
