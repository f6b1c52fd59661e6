import { describe, expect, it } from 'vitest';
import { score } from '../../shared/index';

describe('hard_to_read points at what to change', () => {
  it('marks the run-on sentence, not the whole draft', () => {
    const runOn =
      'We moved the build to a new runner and then we noticed that the cache was cold on every branch so ' +
      'we wrote a script that warms it before the tests start and it turned out that the script itself ' +
      'took longer than the tests did so we dropped it again and went back to the old runner for a week ' +
      'while we measured where the minutes really went on each branch and each job';
    const text = `CI is fast again. ${runOn}.`;
    const blocker = score({ text, platform: 'linkedin' }).blockers.find((b) => b.code === 'hard_to_read');
    expect(blocker?.span).toEqual({ start: text.indexOf(runOn), end: text.indexOf(runOn) + runOn.length + 1 });
  });

  it('marks the whole text when the text itself is the problem (one unbroken block, no capital letters)', () => {
    const text =
      'we shipped the new importer today and it reads every monthly export at once. it merges the overlaps ' +
      'and skips the replies. tell us what breaks and we will fix it this week. thanks to everyone who ' +
      'tested it over the last month on their own exports, with all the odd rows and the broken dates and ' +
      'the promoted columns nobody asked for, and who wrote back when it failed';
    const blocker = score({ text, platform: 'linkedin' }).blockers.find((b) => b.code === 'hard_to_read');
    expect(blocker?.span).toEqual({ start: 0, end: text.length });
  });
});
