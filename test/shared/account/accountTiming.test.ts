// The account's timing is learned from snapshots' ages, which count from when the post went out: a post whose
// source gave only its day (time_known: false) must not take part.
import { describe, expect, it } from 'vitest';
import type { AccountPost } from '../../../shared/account/accountPost';
import { isTimeKnown } from '../../../shared/account/accountPost';
import { accountTiming } from '../../../shared/account/accountTiming';

/** A post whose views reach half their final count at `t50` minutes (shape 1). */
function post(i: number, t50: number, timeKnown: boolean): AccountPost {
  const final = 1000;
  const at = (age: number) => Math.round(final / (1 + t50 / age));
  return {
    post_id: String(i),
    text: `post ${i}`,
    posted_at: new Date(Date.UTC(2025, 3, 1 + i, 12)).toISOString(),
    ...(timeKnown ? {} : { time_known: false as const }),
    metrics: { impressions: final, likes: 10, reposts: 0, replies: 0 },
    snapshots: [30, 60, 240, 720].map((age_min) => ({ age_min, impressions: at(age_min) })),
  };
}

describe('accountTiming and posts known by their day only', () => {
  const timed = Array.from({ length: 12 }, (_, i) => post(i, 40, true));
  const dayOnly = Array.from({ length: 12 }, (_, i) => post(100 + i, 400, false));

  it('learns from the posts whose time is known and leaves the others out', () => {
    expect(accountTiming([...timed, ...dayOnly])).toEqual(accountTiming(timed));
    expect(accountTiming(timed)).toMatchObject({ source: 'snapshots', posts: 12 });
  });
  it('keeps the prior when no post has a known time', () => {
    expect(accountTiming(dayOnly)).toMatchObject({ source: 'prior', posts: 0 });
  });
  it('takes a post without the field as known: every format but the content export gives a time', () => {
    expect([isTimeKnown(timed[0]!), isTimeKnown(dayOnly[0]!)]).toEqual([true, false]);
  });
});
