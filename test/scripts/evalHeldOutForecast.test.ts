// The held-out forecast `npm run eval` scores the senators and the headline tests with, on a small copy of every
// data set the fit learns from: each gets the fit made without its own fold, the one fitForecast left it out of.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FITTED } from '../../shared/params/fitted';
import { scoreWith } from '../../shared/score';
import { fitForecast } from '../../scripts/fit/fitForecast';
import { buildForecastData, testFold } from '../../scripts/fit/forecastData';
import { loadFitInputs, loadHeadlineInputs } from '../../scripts/fit/loadFitInputs';
import { heldOutForecast } from '../../scripts/eval/heldOutForecast';
import { headlineScorers } from '../../scripts/eval/heldOutScorers';
import { writeFitDatasets } from './fitFixture';
import { arm } from './headlineFixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Ten tests over every fold, each with one significant pair (the longer headline clicked twice as often).
const TESTS = Array.from({ length: 10 }, (_, i) => `h${i}`);
const env = {
  PREFLIGHT_DATASETS: writeFitDatasets(
    TESTS.flatMap((t, i) => [arm(t, `A longer headline people clicked more, ${i}`, 300), arm(t, `Short one, ${i}`, 150)]),
  ),
};
// The same fit, run again here: deterministic, so its held-out parameters equal the ones the eval hands out.
const expected = fitForecast(buildForecastData({ ...loadFitInputs(env, repoRoot), headlines: loadHeadlineInputs(env, repoRoot) }));

describe('heldOutForecast', () => {
  it("hands each headline test the forecast fitted without its test's fold", () => {
    const forecast = heldOutForecast(env, repoRoot);
    expect(new Set(TESTS.map(testFold)).size).toBe(expected.heldOut.length);
    for (const t of TESTS) expect(forecast.headlineTest(t)).toEqual(expected.heldOut[testFold(t)]);
    // Tests of different folds get different fits: the folds' parameters are not all one.
    const [a, b] = TESTS.filter((t, i) => TESTS.findIndex((u) => testFold(u) === testFold(t)) === i);
    expect(forecast.headlineTest(a as string)).not.toEqual(forecast.headlineTest(b as string));
  });

  it("hands each account the forecast fitted without its account's fold, from the same fit", () => {
    const forecast = heldOutForecast(env, repoRoot);
    expect(heldOutForecast(env, repoRoot)).toBe(forecast);
    for (const account of ['SenA', 'SenF', 'Alpha'])
      expect(forecast.account(account)).toEqual(expected.heldOut[expected.foldOf.get(account) as number]);
    expect(() => forecast.account('NotInTheData')).toThrow('no held-out forecast for NotInTheData');
  });
});

describe('headlineScorers', () => {
  it("scores a test's headlines as X posts with the committed editor and the test's held-out forecast", () => {
    const scoreFor = headlineScorers(env, repoRoot);
    for (const t of TESTS.slice(0, 5)) {
      const text = 'Short one, 0';
      expect(scoreFor(t)(text)).toEqual(scoreWith(FITTED, { text, platform: 'x' }, expected.heldOut[testFold(t)]));
    }
  });
});
