import { describe, expect, it } from 'vitest';
import { oneDecimal, wholeNumber } from '../../shared/text/numberWords';
import { score } from '../../shared/index';

describe('numbers in one format', () => {
  it('groups whole numbers by thousands and keeps one decimal at most', () => {
    expect([0, 999, 1000, 3596, 1234567, -1234].map(wholeNumber)).toEqual(['0', '999', '1,000', '3,596', '1,234,567', '-1,234']);
    expect([2.6, 24, 1234.56, -0.4, 0.04].map(oneDecimal)).toEqual(['2.6', '24', '1,234.6', '-0.4', '0']);
  });

  it('is the format of the engine’s own sentences, so the panel’s counter and the verdict write a limit alike', () => {
    const text = `${'We moved the billing service to a new queue and cut the retries by half. '.repeat(45)}`.trim();
    const r = score({ text, platform: 'linkedin', one_post: true });
    expect(r.length.weighted).toBeGreaterThan(3000);
    const over = r.blockers.find((b) => b.code === 'over_limit')!;
    expect(over.message).toContain(`Over LinkedIn's ${wholeNumber(r.length.limit)}:`);
    expect(over.message).toContain(`cut ${wholeNumber(r.length.weighted - r.length.limit)} characters`);
  });
});
