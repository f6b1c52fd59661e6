import { describe, expect, it } from 'vitest';
import { score, showsAsThread, threadFitWords, threadSummary } from '../../../../shared/index';
import { THREAD_DRAFT } from '../../../extension/support/drafts';

describe('a thread’s verdict', () => {
  const result = score({ text: THREAD_DRAFT, platform: 'x' });

  it('gives the number of posts, the head’s score and whether every part fits', () => {
    expect(showsAsThread(result)).toBe(true);
    expect(threadSummary(result.thread!, result.length.limit)).toBe(
      `Thread of 4 posts · head ${Math.round(result.thread!.parts[0]!.pre_publish_score)} · all parts fit`,
    );
  });

  it('says which part is too long, or how many are', () => {
    const parts = result.thread!.parts.map((p, i) => (i === 2 ? { ...p, weighted_length: 301 } : p));
    expect(threadSummary({ ...result.thread!, parts }, 280)).toMatch(/ · part 3 is too long$/);
    expect(threadFitWords({ ...result.thread!, parts: parts.map((p) => ({ ...p, weighted_length: 300 })) }, 280)).toBe(
      '4 parts are too long',
    );
  });

  it('is not shown for a numbered thread that fits in one post: its length speaks', () => {
    const short = score({ text: '1/ We doubled revenue.\n2/ One honest comparison table did it.', platform: 'x' });
    expect(short.thread).not.toBeNull();
    expect(showsAsThread(short)).toBe(false);
  });
});
