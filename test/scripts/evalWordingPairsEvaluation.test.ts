import { describe, expect, it } from 'vitest';
import type { TanPair } from '../../scripts/dataset/tanPairs';
import { evaluateWordingPairs, WORDING_GOALS } from '../../scripts/eval/wordingPairsEvaluation';

const pair = (first: string, second: string, winner: TanPair['winner']): TanPair => ({
  first,
  second,
  winner,
  screenName: null,
  firstPostedAt: null,
  secondPostedAt: null,
});
// The fake engine's forecast is the number of "!" in the text; its pre_publish_score the number of "?".
const count = (text: string, mark: string) => text.split(mark).length - 1;
const fakeEngine = (text: string) => ({ phoenix_score: count(text, '!'), pre_publish_score: count(text, '?') });

describe('evaluateWordingPairs', () => {
  it('counts a pair won when the more retweeted text scores higher, and a tie as one half', () => {
    const report = evaluateWordingPairs(
      [
        pair('wow!', 'wow', 'first'), // won
        pair('wow', 'wow!!', 'second'), // won
        pair('wow!', 'wow', 'second'), // lost
        pair('same!', 'also!', 'first'), // tie
      ],
      fakeEngine,
    );
    expect(report.pairs).toBe(4);
    expect(report.tallies.forecast).toEqual({ won: 2, ties: 1, share: 2.5 / 4 });
    expect(report.tallies.pre_publish).toEqual({ won: 0, ties: 4, share: 0.5 });
  });

  it("tallies every simple rule on the same pairs, length by X's weighted length", () => {
    const report = evaluateWordingPairs(
      [
        pair('a longer text', 'short', 'first'), // length won
        pair('short', 'a longer text', 'first'), // length lost
        pair('日本語', 'abcdef', 'first'), // six weighted characters each: tie
        pair('news #a #b', 'news and more', 'second'), // fewer hashtags won, length won
      ],
      fakeEngine,
    );
    expect(report.tallies.length).toEqual({ won: 2, ties: 1, share: 2.5 / 4 });
    expect(report.tallies.fewer_hashtags).toEqual({ won: 1, ties: 3, share: 2.5 / 4 });
    expect(report.tallies.no_link).toEqual({ won: 0, ties: 4, share: 0.5 });
  });

  it('scores each text as of when it was posted, and the same pairs again as if posted today', () => {
    // A stand-in engine that forecasts "!" only for posts of 2014 on, as a policy with a day would.
    const dated = (text: string, postedAt?: string) => ({
      phoenix_score: postedAt !== undefined && postedAt < '2014' ? 0 : count(text, '!'),
      pre_publish_score: 0,
    });
    const calls: (string | undefined)[] = [];
    const report = evaluateWordingPairs(
      [{ ...pair('wow', 'wow!', 'first'), firstPostedAt: '2013-05-07T07:45:38.000Z', secondPostedAt: '2013-05-07T08:00:34.000Z' }],
      (text, postedAt) => {
        calls.push(postedAt);
        return dated(text, postedAt);
      },
    );
    expect(report.tallies.forecast).toEqual({ won: 0, ties: 1, share: 0.5 });
    expect(report.asIfToday.forecast).toEqual({ won: 0, ties: 0, share: 0 });
    expect(calls).toEqual(['2013-05-07T07:45:38.000Z', '2013-05-07T08:00:34.000Z', undefined, undefined]);
  });

  it('asks 62 % of the forecast, 50 % of pre_publish_score, and the forecast ahead of every rule', () => {
    const pairs = (won: number) => Array.from({ length: 100 }, (_, i) => pair('a!? text', 'bcd text', i < won ? 'first' : 'second'));
    const verdicts = (won: number) => evaluateWordingPairs(pairs(won), fakeEngine).targets.map((t) => [t.goal, t.value, t.pass]);
    expect(WORDING_GOALS).toEqual({ forecast: 0.62, prePublish: 0.5 });
    expect(verdicts(62)).toEqual([
      ['forecast: more retweeted wording scores higher in >= 62 % of pairs', 0.62, true],
      ['pre_publish_score: more retweeted wording scores higher in >= 50 % of pairs', 0.62, true],
      // Every rule ties on these pairs (same length, no link, hashtag or mention): 50 %.
      ['forecast ahead of every simple rule (margin over the best, no link)', expect.closeTo(0.12, 12), true],
    ]);
    expect(verdicts(61).map(([, , pass]) => pass)).toEqual([false, true, true]);
    expect(verdicts(49).map(([, , pass]) => pass)).toEqual([false, false, false]);
    expect(evaluateWordingPairs([], fakeEngine).targets.map((t) => [t.value, t.pass])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });
});
