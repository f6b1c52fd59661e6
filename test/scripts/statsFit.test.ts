import { COMPOSITE_WEIGHT_GRID } from '../../scripts/stats/fitBlend';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FittedParams } from '../../shared/params/fittedParams';
import { PREDICTOR_NAMES } from '../../shared/params/predictors';
import { authorOutcomes } from '../../scripts/dataset/outcomes';
import { loadTwitterRatio } from '../../scripts/dataset/twitterRatio';
import { foldOf, LAMBDA_GRID } from '../../scripts/stats/crossValidation';
import { FIT_SOURCE, fitParams, round6, serialiseParams } from '../../scripts/stats/fitParams';
import { csvOf, syntheticTimeline, writeDatasets } from './datasetFixture';

function fixtureOutcomes() {
  const root = writeDatasets({ Alpha: csvOf('Alpha', syntheticTimeline(120, 0)), Beta: csvOf('Beta', syntheticTimeline(90, 5)) });
  return loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio')).map(authorOutcomes);
}

describe('fitParams', () => {
  it('writes byte-identical JSON on every run (no randomness)', () => {
    const first = serialiseParams(fitParams(fixtureOutcomes()).params);
    const second = serialiseParams(fitParams(fixtureOutcomes()).params);
    expect(second).toBe(first);
  });

  it('fits on even status ids only and records the split, source and a lambda from the grid', () => {
    const outcomes = fixtureOutcomes();
    const evenPosts = outcomes.flatMap((a) => a.posts).filter((p) => Number(p.statusId.at(-1)) % 2 === 0).length;
    const { params } = fitParams(outcomes);
    const parsed = FittedParams.parse(JSON.parse(serialiseParams(params)));
    expect(parsed.source).toBe(FIT_SOURCE);
    expect(parsed.generated_by).toBe('npm run fit');
    expect(parsed.engagement.n).toBe(evenPosts);
    expect(parsed.reply_ratio.n).toBe(evenPosts);
    expect(LAMBDA_GRID).toContain(parsed.engagement.ridge_lambda);
  });

  it('writes predictors in PREDICTOR_NAMES order with at most six decimals', () => {
    const json = JSON.parse(serialiseParams(fitParams(fixtureOutcomes()).params)) as FittedParams;
    expect(Object.keys(json)).toEqual(['source', 'generated_by', 'split', 'blend', 'reply_ratio', 'engagement']);
    expect(Object.keys(json.engagement.coefficients)).toEqual(PREDICTOR_NAMES);
    for (const v of Object.values(json.engagement.coefficients)) expect(round6(v)).toBe(v);
  });

  it('chooses the composite weight from its grid on the fitting part', () => {
    const { params, report } = fitParams(fixtureOutcomes());
    expect(COMPOSITE_WEIGHT_GRID).toContain(params.blend.composite_weight);
    const best = Math.max(...report.blend.scores.map((s) => s.rho));
    expect(report.blend.scores.find((s) => s.weight === params.blend.composite_weight)?.rho).toBe(best);
  });

  it('finds the planted effect: a link lowers likes, a question raises the reply ratio', () => {
    const { params } = fitParams(fixtureOutcomes());
    expect(params.engagement.coefficients.has_link).toBeLessThan(0);
    expect(params.reply_ratio.coefficients.question).toBeGreaterThan(0);
  });
});

describe('foldOf', () => {
  it('assigns folds by status id mod 5, exactly, for ids beyond 2^53', () => {
    expect(foldOf('912724426709504003')).toBe(3);
    expect(foldOf('10')).toBe(0);
  });
});

describe('round6', () => {
  it('rounds to six decimals and never writes -0', () => {
    expect(round6(0.1234565)).toBe(0.123457);
    expect(Object.is(round6(-0.0000001), 0)).toBe(true);
  });
});
