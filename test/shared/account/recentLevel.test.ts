import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, HALF_LIFE_POSTS, HALF_LIFE_RANGE_DAYS, recentLevel, valueOrder } from '../../../shared/account/recentLevel';
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

  it('reads a prefix with the whole series\' order, and skips posts of negligible weight, without moving a bit of the answer', () => {
    // The level written out in full, every post read and the prefix sorted on its own: what the shortcuts must equal.
    const plain = (values: number[], times: number[], at: number): number => {
      const perDay = new Map<number, number>();
      for (const t of times) perDay.set(Math.floor(t / DAY_MS), (perDay.get(Math.floor(t / DAY_MS)) ?? 0) + 1);
      const span = at - (times[Math.max(0, times.length - HALF_LIFE_POSTS)] as number);
      const halfLife = Math.min(HALF_LIFE_RANGE_DAYS[1] * DAY_MS, Math.max(HALF_LIFE_RANGE_DAYS[0] * DAY_MS, span));
      const w = times.map((t) => 0.5 ** (Math.max(0, at - t) / halfLife) / (perDay.get(Math.floor(t / DAY_MS)) as number));
      const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
      const total = w.reduce((s, x) => s + x, 0);
      let below = 0;
      for (let k = 0; k < order.length; k++) {
        below += w[order[k] as number] as number;
        if (Math.abs(below - total / 2) <= total * 1e-12 && k + 1 < order.length) return ((values[order[k] as number] as number) + (values[order[k + 1] as number] as number)) / 2;
        if (below > total / 2) return values[order[k] as number] as number;
      }
      return values[order.at(-1) as number] as number;
    };
    fc.assert(
      fc.property(
        // Gaps between posts from minutes to months, so some histories reach back hundreds of half-lives.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 90 * 24 }), fc.integer({ min: 0, max: 60 })), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 400 }),
        (rows, cut) => {
          const times: number[] = [];
          let t = start;
          for (const [hours] of rows) times.push((t += hours * 3_600_000));
          const values = rows.map(([, v]) => v / 10);
          const upTo = Math.min(cut, values.length);
          const at = times[upTo - 1] as number;
          expect(recentLevel(values, times, at, upTo, valueOrder(values))).toBe(plain(values.slice(0, upTo), times.slice(0, upTo), at));
          expect(recentLevel(values, times, times.at(-1) as number)).toBe(plain(values, times, times.at(-1) as number));
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
