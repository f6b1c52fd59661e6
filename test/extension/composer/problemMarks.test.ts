import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';
import { overflowStart, problemMarks } from '../../../ui/problemMarks';

describe('the marks both homes draw', () => {
  it('start the overflow at the first letter of the word the limit falls in', () => {
    expect(overflowStart('we found it in a year?', 19)).toBe(17);
    expect(overflowStart('we found it in a year?', 16)).toBe(16);
    expect(overflowStart('abc', 0)).toBe(0);
  });

  it('mark a blocking problem, a warning and the overflow, each on the engine’s words, hidden concepts left out', () => {
    const text = `Like and retweet if you agree!!! ${'We moved the whole billing service to a new queue last week. '.repeat(5)}`.trim();
    const result = score({ text, platform: 'x', one_post: true });
    const marks = problemMarks(result.blockers, text);
    const bait = marks.find((m) => m.concept === 'engagement_bait');
    expect(bait?.kind).toBe('block');
    expect(text.slice(bait!.span.start, bait!.span.end)).toMatch(/^Like and retweet/u);
    const over = marks.find((m) => m.kind === 'over');
    expect(over).toBeDefined();
    // The overflow never starts inside a word.
    expect(/\p{L}/u.test(text[over!.span.start - 1] ?? ' ')).toBe(false);
    expect(
      problemMarks(result.blockers, text, (concept) => concept !== 'engagement_bait').some((m) => m.concept === 'engagement_bait'),
    ).toBe(false);
  });
});
