// A post is measured once: its links, its length and where its limit falls, and whether it stands alone as a
// thread's head are read into its context (postContext) and every layer reads them from there.
import { describe, expect, it } from 'vitest';
import { X_PREMIUM_LIMIT } from '../../shared/platformFacts/limits';
import { limitIndex, measureLength, weightedLength } from '../../shared/post/length';
import { postContext } from '../../shared/post/postContext';
import { headStandsAlone } from '../../shared/post/threadGate';
import { linksOf } from '../../shared/post/xLinks';
import type { Platform } from '../../shared/schemas';

const PLATFORMS: Platform[] = ['x', 'bluesky', 'threads', 'linkedin', 'mastodon'];
const OVER =
  `We moved 40 services to one queue in six weeks, and pages at night fell from nine a week to one. ` +
  `https://example.com/queue-migration ` +
  `${'More detail on the retries, the jitter and the eleven policies we deleted. '.repeat(8)}`;
const TEXTS = ['Shipped it today.', 'Read https://example.com/a/long/path first 👍 日本語', OVER, `${OVER}👩‍👩‍👧 `.repeat(5)];

describe('measureLength', () => {
  it('is weightedLength and, for a text over the limit, limitIndex, on every platform', () => {
    for (const platform of PLATFORMS) {
      for (const text of TEXTS) {
        const { length, fitsUntil } = measureLength(text, platform);
        expect(length, `${platform}: ${text.slice(0, 20)}`).toEqual(weightedLength(text, platform));
        expect(fitsUntil, `${platform}: ${text.slice(0, 20)}`).toBe(
          length.weighted > length.limit ? limitIndex(text, platform) : text.length,
        );
      }
    }
  });

  it('holds a text to the limit it is given (X Premium) and reads the links it is handed', () => {
    const premium = measureLength(OVER, 'x', X_PREMIUM_LIMIT, linksOf(OVER));
    expect(premium.length).toEqual(weightedLength(OVER, 'x', X_PREMIUM_LIMIT));
    expect(premium.fitsUntil).toBe(OVER.length);
    expect(measureLength(OVER, 'x', undefined, linksOf(OVER))).toEqual(measureLength(OVER, 'x'));
  });
});

describe('postContext', () => {
  it('measures whether a post that announces a thread stands alone, and nothing of the kind for other posts', () => {
    const opener = postContext('1/ a thread 🧵👇', 'x');
    expect(opener).toMatchObject({ opensThread: true, standsAlone: false });
    const plain = postContext('We cut onboarding from 20 minutes to 4 by deleting three setup steps.', 'x');
    expect(plain).toMatchObject({ opensThread: false, standsAlone: undefined });
  });

  it('takes measurements its caller has made instead of making them again', () => {
    const head = 'We cut onboarding from 20 minutes to 4 by deleting three setup steps.';
    expect(postContext(head, 'x', { standsAlone: headStandsAlone(head) }).standsAlone).toBe(true);
    const measured = measureLength(OVER, 'x', 280, linksOf(OVER));
    const ctx = postContext(OVER, 'x', { measured, links: linksOf(OVER) });
    expect(ctx.length).toBe(measured.length);
    expect(ctx.fitsUntil).toBe(limitIndex(OVER, 'x'));
    expect(ctx.f.urls).toEqual([{ start: OVER.indexOf('https'), end: OVER.indexOf(' More') }]);
  });
});
