import { describe, expect, it } from 'vitest';
import { HALF_LIFE_RANGE_DAYS, recentLevel } from '../../../shared/account/recentLevel';
import { median } from '../../../shared/stats/detrend';

const DAY = 86_400_000;
const start = Date.UTC(2025, 0, 6); // a Monday

describe("an account's level today", () => {
  it('is the plain median when every post is one a day and recent', () => {
    const values = [3, 1, 4, 1, 5, 9, 2];
    const times = values.map((_, i) => start + i * DAY);
    // Within a week every weight is close to the others: the weighted median is the middle value.
    expect(recentLevel(values, times, times.at(-1) as number)).toBe(median(values));
  });

  it('is not captured by a weekend burst of low-reach posts: every day counts alike', () => {
    // Five weeks: one weekday post a day at ln 300, then thirty automated posts each weekend at ln 80.
    const values: number[] = [];
    const times: number[] = [];
    for (let week = 0; week < 5; week++) {
      for (let d = 0; d < 5; d++) {
        values.push(Math.log1p(300));
        times.push(start + (week * 7 + d) * DAY + 9 * 3_600_000);
      }
      for (let k = 0; k < 30; k++) {
        values.push(Math.log1p(80));
        times.push(start + (week * 7 + 5 + (k % 2)) * DAY + k * 60_000);
      }
    }
    // 150 of the 175 posts are the burst's, and the last 30 posts are all burst posts: the median of the
    // last posts would say 80.
    expect(median(values.slice(-30))).toBeCloseTo(Math.log1p(80));
    expect(Math.expm1(recentLevel(values, times, times.at(-1) as number))).toBeCloseTo(300);
  });

  it('follows an account whose reach changed: recent days weigh more than old ones', () => {
    // 100 days at 10 likes, then 60 days at 40, one post a day: the half-life is the 49 days of the last 50
    // posts, so the last two months outweigh the hundred days before them.
    const values = [...Array(100).fill(Math.log1p(10)), ...Array(60).fill(Math.log1p(40))] as number[];
    const times = values.map((_, i) => start + i * DAY);
    expect(Math.expm1(recentLevel(values, times, times.at(-1) as number))).toBeCloseTo(40);
    // Three weeks of change are not yet the account's level: one good stretch does not make a new normal.
    const early = values.slice(0, 120);
    expect(Math.expm1(recentLevel(early, times.slice(0, 120), times[119] as number))).toBeCloseTo(10);
    // One post every three days: the half-life is held at two months, and the old posts are three of them back.
    const sparse = values.map((_, i) => start + i * 3 * DAY);
    expect(Math.expm1(recentLevel(values, sparse, sparse.at(-1) as number))).toBeCloseTo(40);
  });

  it('keeps the half-life between a week and two months', () => {
    expect(HALF_LIFE_RANGE_DAYS).toEqual([7, 60]);
    // Ten posts a day: the last 50 posts span five days, below the week's floor, so a post 7 days back
    // still weighs half. Two values alternate by day; the level lands on the recent ones.
    const values: number[] = [];
    const times: number[] = [];
    for (let d = 0; d < 30; d++) for (let k = 0; k < 10; k++) {
      values.push(d < 20 ? 1 : 2);
      times.push(start + d * DAY + k * 3_600_000);
    }
    expect(recentLevel(values, times, times.at(-1) as number)).toBe(2);
  });

  it('falls back to the plain median when times are missing', () => {
    expect(recentLevel([1, 2, 3], [Number.NaN, 0, 0], 0)).toBe(2);
    expect(Number.isNaN(recentLevel([], [], 0))).toBe(true);
  });
});
