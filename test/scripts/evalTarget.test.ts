import { describe, expect, it } from 'vitest';
import { atLeast, atMost } from '../../scripts/eval/target';
import { formatTarget, formatTargetSummary, formatTargetValue } from '../../scripts/eval/targetLines';

describe('atLeast / atMost', () => {
  it('pass on the bound itself and fail on the wrong side of it', () => {
    expect([atLeast('g', 0.63, 0.63, 'share').pass, atLeast('g', 0.6299, 0.63, 'share').pass]).toEqual([true, false]);
    expect([atMost('g', 0, 0, 'count').pass, atMost('g', 1, 0, 'count').pass]).toEqual([true, false]);
  });

  it('fail when the value is undefined (null), whatever the bound', () => {
    expect([atLeast('g', null, -1, 'rho').pass, atMost('g', null, 100, 'count').pass]).toEqual([false, false]);
  });
});

describe('formatTarget', () => {
  it('prints the verdict, the goal and the value in its unit', () => {
    expect(formatTarget(atLeast('ordered >= 38 of 40', 39, 38, 'count'))).toBe('  PASS  ordered >= 38 of 40 (39)');
    expect(formatTarget(atLeast('share >= 63 %', 0.5614, 0.63, 'share'))).toBe('  FAIL  share >= 63 % (56.1 %)');
    expect(formatTarget(atLeast('mean rho >= +0.20', 0.2134, 0.2, 'rho'))).toBe('  PASS  mean rho >= +0.20 (+0.213)');
    expect(formatTarget(atLeast('forecast ahead of every simple rule', -0.0625, 0, 'points'))).toBe(
      '  FAIL  forecast ahead of every simple rule (-6.3 points)',
    );
    expect(formatTargetValue({ value: 0.038, unit: 'points' })).toBe('+3.8 points');
    expect(formatTargetValue({ value: null, unit: 'rho' })).toBe('n/a');
  });
});

describe('formatTargetSummary', () => {
  it('lists every target under its data set, the data sets not found, and the count that pass', () => {
    const text = formatTargetSummary(
      [
        { title: 'editorial pairs', targets: [atLeast('ordered >= 38 of 40', 39, 38, 'count'), atMost('violations = 0', 1, 0, 'count')] },
        { title: 'wording pairs', targets: [atLeast('share >= 63 %', 0.64, 0.63, 'share')] },
      ],
      ['US senators'],
    );
    expect(text.split('\n')).toEqual([
      'Summary of targets:',
      'editorial pairs',
      '  PASS  ordered >= 38 of 40 (39)',
      '  FAIL  violations = 0 (1)',
      'wording pairs',
      '  PASS  share >= 63 % (64.0 %)',
      'US senators',
      '  ----  not run: the data was not found',
      '2 of 3 targets pass; 1 data set(s) not found.',
    ]);
  });
});
