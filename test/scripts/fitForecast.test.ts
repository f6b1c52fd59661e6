// npm run fit's forecast on planted data: an effect that holds in every source ships with its sign, one whose
// sign flips between sources does not, hashtags and mentions never ship in the generic forecast, and the same
// data always give the same parameters.
import { describe, expect, it } from 'vitest';
import { buildForecastData, type ForecastInputs } from '../../scripts/fit/forecastData';
import { fitForecast } from '../../scripts/fit/fitForecast';
import { ForecastParams } from '../../shared/params/forecastParams';
import { createPrng } from '../../shared/random/prng';
import type { SenatorAccount } from '../../scripts/dataset/senators';
import type { AuthorOutcomes } from '../../scripts/dataset/outcomes';

const TOPICS = ['roads', 'schools', 'water', 'parks', 'housing', 'transit', 'clinics', 'budget'];

/**
 * A post on one of a few topics, ending in a question mark, an exclamation mark or a full stop (the same words
 * either way, so the word tables cannot stand in for the marks), with a hashtag now and then.
 */
function post(i: number, question: boolean, exclaim: boolean): string {
  const topic = TOPICS[i % TOPICS.length] as string;
  return (
    `Report ${i} on ${topic} funding from the county ` + `office${exclaim ? '!' : ''}${question ? '?' : '.'}${i % 4 === 0 ? ' #local' : ''}`
  );
}

/**
 * Likes that fall by half with a question everywhere; an exclamation that doubles likes for the senators and
 * halves them for the two other accounts (a sign that flips between sources); hashtags that help.
 */
function inputs(): ForecastInputs {
  const rng = createPrng('fit-forecast');
  const effect = (q: boolean, e: boolean, i: number, flip: boolean) =>
    Math.log(40) - (q ? 0.7 : 0) + (e ? (flip ? -0.7 : 0.7) : 0) + (i % 4 === 0 ? 0.5 : 0) + 0.2 * rng.normal();
  const senators: SenatorAccount[] = Array.from({ length: 10 }, (_, s) => ({
    account: `Sen${s}`,
    followers: 1000,
    posts: Array.from({ length: 60 }, (_, i) => {
      const q = (i + s) % 3 === 0;
      const e = (i + s) % 2 === 0;
      return {
        account: `Sen${s}`,
        text: post(i, q, e),
        createdAt: `2015-03-01T00:${String(i).padStart(2, '0')}:00Z`,
        likes: Math.round(Math.exp(effect(q, e, i, false))),
        retweets: 0,
        isReply: false,
      };
    }),
  }));
  const authors: AuthorOutcomes[] = ['Alpha', 'Beta'].map((author, a) => ({
    author,
    tooShort: 0,
    reposts: 0,
    posts: Array.from({ length: 80 }, (_, i) => {
      const q = (i + a) % 3 === 0;
      const e = (i + a) % 2 === 0;
      return {
        author,
        statusId: String(1000 + 2 * i),
        part: 'fit' as const,
        text: post(i, q, e),
        postedAt: '2015-06-01T12:00:00.000Z',
        likesY: effect(q, e, i, true) - Math.log(40),
        replyRatio: 0.1,
        replyRatioY: 0,
      };
    }),
  }));
  const wording = Array.from({ length: 120 }, (_, i) => ({
    first: post(i, false, false),
    second: post(i, true, false),
    winner: 'first' as const,
    screenName: null,
    firstPostedAt: null,
    secondPostedAt: null,
  }));
  const headlines = Array.from({ length: 60 }, (_, i) => ({
    testId: `t${i}`,
    winner: post(i, false, false),
    loser: post(i, true, false),
    z: 3,
  }));
  return { senators, fivethirtyeight: authors, wording, headlines };
}

describe('npm run fit, the forecast', () => {
  const data = buildForecastData(inputs());
  const { params, heldOut } = fitForecast(data);

  it('ships an effect that holds in every source, with its sign', () => {
    expect(params.effects.question?.shipped).toBe(true);
    expect(params.effects.question?.per_unit).toBeLessThan(0);
    expect(params.effects.question?.verdict).toMatch(/^same sign in/u);
  });

  it('leaves out an effect whose sign flips between sources, and says why', () => {
    expect(params.effects.exclamation?.shipped).toBe(false);
    expect(params.effects.exclamation?.per_unit).toBe(0);
    expect(params.effects.exclamation?.verdict).toMatch(/sign not the same/u);
  });

  it('never ships hashtags or mentions in the generic forecast, however they did here', () => {
    expect(params.effects.hashtags?.shipped).toBe(false);
    expect(params.effects.hashtags?.verdict).toMatch(/account's own history/u);
    expect(params.effects.mentions?.shipped).toBe(false);
  });

  it('writes parameters the engine can read, with their sources, one held-out fit per fold, deterministically', () => {
    expect(ForecastParams.parse(params)).toEqual(params);
    expect(params.data.map((d) => d.name)).toEqual(['senators', 'fivethirtyeight', 'wording_pairs', 'headline_tests']);
    for (const d of params.data) expect(d.source.length).toBeGreaterThan(20);
    expect(heldOut).toHaveLength(5);
    expect(JSON.stringify(fitForecast(buildForecastData(inputs())).params)).toBe(JSON.stringify(params));
  });
});
