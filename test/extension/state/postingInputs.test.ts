import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';
import { liveFixes } from '../../../extension/panel/fix/liveFixes';
import { liveScore, postingInputs } from '../../../extension/state/liveScore';
import { LONG_DRAFT } from '../support/drafts';

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

describe('the fixes for a composer box over the limit', () => {
  it('still offer the split, written as the site’s own thread and scored as one', () => {
    const result = liveScore({ text: LONG_DRAFT, platform: 'x', persona: '', onePost: true });
    if (result.kind !== 'scored') throw new Error('not scored');
    expect(result.result.blockers.some((b) => b.code === 'over_limit' && b.severity === 'block')).toBe(true);
    const split = liveFixes({ text: LONG_DRAFT, platform: 'x', persona: '', onePost: true }, result.result).find(
      (f) => f.kind === 'split_thread',
    );
    expect(split).toBeDefined();
    expect(split?.pre_publish_score).toBe(score({ text: split!.text, platform: 'x' }).pre_publish_score);
  });
});
