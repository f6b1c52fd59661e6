import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../../shared/index';

describe('formatMinutes', () => {
  it('says minutes, then hours and minutes for the first ten hours, whole hours up to two days, then days and hours', () => {
    expect([0.4, 45, 59.6, 83.2, 120, 599, 601, 1439, 1440, 1500, 2880, 3000].map(formatMinutes)).toEqual([
      'under 1 min',
      '45 min',
      '1 h',
      '1 h 23 min',
      '2 h',
      '9 h 59 min',
      '10 h',
      '24 h',
      '24 h',
      '25 h',
      '48 h',
      '2 d 2 h',
    ]);
  });
});
