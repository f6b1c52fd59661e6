import { describe, expect, it } from 'vitest';
import type { TanPair } from '../../scripts/dataset/tanPairs';
import { evaluateWordingPairs, WORDING_GOAL } from '../../scripts/stats/wordingPairsEvaluation';

const pair = (first: string, second: string, winner: TanPair['winner']): TanPair => ({ first, second, winner, screenName: null });
// The fake engine's score is the number of "!" in the text.
const bangs = (text: string) => (text.match(/!/gu) ?? []).length;

describe('evaluateWordingPairs', () => {
  it('counts a pair won when the more retweeted text scores higher, and a tie as one half', () => {
    const report = evaluateWordingPairs(
      [
        pair('wow!', 'wow', 'first'), // won
        pair('wow', 'wow!!', 'second'), // won
        pair('wow!', 'wow', 'second'), // lost
        pair('same!', 'also!', 'first'), // tie
      ],
      bangs,
    );
    expect(report.engine).toEqual({ won: 2, ties: 1, share: 2.5 / 4 });
  });

  it('scores the longer-text baseline the same way, counting characters as code points', () => {
    const report = evaluateWordingPairs(
      [
        pair('a longer text', 'short', 'first'), // won
        pair('short', 'a longer text', 'first'), // lost
        pair('😀😀😀', 'abc', 'second'), // three code points each: tie
      ],
      bangs,
    );
    expect(report.longerText).toEqual({ won: 1, ties: 1, share: 1.5 / 3 });
  });

  it('passes the target at 63 % and not below, and fails it without pairs', () => {
    const pairs = (won: number) => Array.from({ length: 100 }, (_, i) => pair('a!', 'b', i < won ? 'first' : 'second'));
    expect(evaluateWordingPairs(pairs(63), bangs).targets.map((t) => t.pass)).toEqual([true]);
    expect(evaluateWordingPairs(pairs(62), bangs).targets.map((t) => t.pass)).toEqual([false]);
    expect(evaluateWordingPairs([], bangs).targets).toEqual([expect.objectContaining({ value: null, pass: false })]);
    expect(WORDING_GOAL).toBe(0.63);
  });
});
