// The headline a writer reads first: the verdict's tone and label and the number's meaning agree by
// construction, over every decision and every whole score.
import { describe, expect, it } from 'vitest';
import { calibrateAccount, score, type Blocker, type Decision, type HeadlineTone } from '../../../shared/index';
import { headlineOf, headlineTone, scoreMeaning, shownScore } from '../../../shared/explanation/headline';
import { BAIT_DRAFT, DRAFT, HASHTAG_DRAFT } from '../../extension/support/drafts';
import { syntheticAccount } from '../account/syntheticAccount';

const DECISIONS: readonly Decision[] = ['publish', 'revise', 'reject'];
/** Every score a writer can be shown, and the raw values either side of each rounding edge. */
const SCORES = [...Array.from({ length: 101 }, (_, i) => i), 0.04, 0.5, 49.49, 49.5, 50.49, 99.5, 99.96];

const grid = DECISIONS.flatMap((decision) =>
  SCORES.map((pre_publish_score) => ({ decision, pre_publish_score, blockers: [] as Blocker[] })),
);

describe('the headline over every (decision, score)', () => {
  it('is good only for a post the editor publishes whose shown number is 50 or more', () => {
    for (const input of grid) {
      const { tone, score: shown } = headlineOf(input);
      expect(shown).toBe(Math.round(input.pre_publish_score));
      if (tone === 'good') {
        expect(input.decision).toBe('publish');
        expect(shown).toBeGreaterThanOrEqual(50);
      }
      if (input.decision === 'publish') expect(tone).toBe(shown >= 50 ? 'good' : 'neutral');
    }
  });

  it('follows the editor for revise and reject, whatever the number says', () => {
    const expected: Record<Decision, HeadlineTone[]> = { publish: ['good', 'neutral'], revise: ['caution'], reject: ['stop'] };
    for (const input of grid) expect(expected[input.decision]).toContain(headlineOf(input).tone);
  });

  it('labels each tone in its own words, and only a good tone says "Ready to post"', () => {
    const labels: Record<HeadlineTone, string> = {
      good: 'Ready to post',
      neutral: 'Fine to post',
      caution: 'Revise first',
      stop: 'Rewrite first',
    };
    for (const input of grid) {
      const { tone, label } = headlineOf(input);
      expect(label).toBe(labels[tone]);
    }
  });

  it('says the number as a chance against a typical post, on the side of even the number is', () => {
    for (const input of grid) {
      const { score: shown, meaning } = headlineOf(input);
      if (shown > 50) expect(meaning).toMatch(/^Likely to beat a typical post: /u);
      else if (shown < 50) expect(meaning).toMatch(/^Likely below a typical post: .* to beat it$/u);
      else expect(meaning).toBe('As likely as not to beat a typical post: 50 % chance');
      if (shown > 0 && shown < 100) expect(meaning).toContain(`${shown} % chance`);
    }
  });

  it('says the ends as bounds: a shown 0 is under 1 %, a shown 100 over 99 %', () => {
    expect(scoreMeaning(0, false)).toBe('Likely below a typical post: less than 1 % chance to beat it');
    expect(scoreMeaning(100, false)).toBe('Likely to beat a typical post: more than 99 % chance');
    expect(scoreMeaning(61, false)).toBe('Likely to beat a typical post: 61 % chance');
    expect(scoreMeaning(19, false)).toBe('Likely below a typical post: 19 % chance to beat it');
  });

  it('is held back, in stop tone, by any blocking problem, and over the limit says so', () => {
    const bait: Blocker = { code: 'engagement_bait', severity: 'block', message: 'm', fix: 'f', concept: 'engagement_bait' };
    const over: Blocker = { code: 'over_limit', severity: 'block', message: 'm', fix: 'f', concept: 'over_limit' };
    expect(headlineOf({ decision: 'reject', pre_publish_score: 70, blockers: [bait] })).toMatchObject({
      tone: 'stop',
      label: 'Will be held back',
    });
    expect(headlineOf({ decision: 'reject', pre_publish_score: 3, blockers: [over] })).toMatchObject({
      tone: 'stop',
      label: 'Over the limit',
    });
  });

  it('rounds as every client shows the number, within 0 to 100', () => {
    expect(shownScore(49.5)).toBe(50);
    expect(shownScore(49.49)).toBe(49);
    expect(headlineTone('publish', shownScore(49.5))).toBe('good');
    expect(headlineTone('publish', shownScore(49.49))).toBe('neutral');
  });
});

describe('the headline in a score result', () => {
  it('is the result’s own: the same tone, number and meaning the engine decided', () => {
    for (const text of [
      DRAFT,
      BAIT_DRAFT,
      HASHTAG_DRAFT,
      'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.',
    ]) {
      const result = score({ text, platform: 'x' });
      const { headline, verdict } = result.explanation;
      expect(headline).toEqual(headlineOf(result));
      expect(headline.score).toBe(Math.round(result.pre_publish_score));
      expect(verdict.startsWith(headline.label) || headline.label === 'Over the limit').toBe(true);
    }
  });

  it('a clean short post the editor publishes, below a typical post, reads "Fine to post", neutral', () => {
    const result = score({ text: 'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.', platform: 'x' });
    expect(result.decision).toBe('publish');
    expect(result.pre_publish_score).toBeLessThan(50);
    expect(result.explanation.headline).toMatchObject({ tone: 'neutral', label: 'Fine to post' });
    expect(result.explanation.verdict).not.toContain('Ready to post');
  });

  it('with an account calibrated on its history, the typical post is the writer’s own', () => {
    const account = calibrateAccount(syntheticAccount({ posts: 60, medianImpressions: 2000 }));
    expect(account.status).not.toBe('cold_start');
    const result = score({ text: DRAFT, platform: 'x', account });
    expect(result.explanation.headline.meaning).toMatch(/your typical post/u);
    expect(score({ text: DRAFT, platform: 'x' }).explanation.headline.meaning).toMatch(/a typical post/u);
    // Below 30 posts the forecast stays generic, and so does the typical post it is compared with.
    const few = calibrateAccount(syntheticAccount({ posts: 12, medianImpressions: 2000 }));
    expect(few.status).toBe('cold_start');
    expect(score({ text: DRAFT, platform: 'x', account: few }).explanation.headline.meaning).toMatch(/a typical post/u);
  });
});
