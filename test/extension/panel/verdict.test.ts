import { describe, expect, it } from 'vitest';
import { score, type ScoreResult } from '../../../shared/index';
import { lengthWords, nextAnnouncement, showsAsThread, SILENT, threadSummary } from '../../../ui/verdict';
import { BAIT_DRAFT, DRAFT, THREAD_DRAFT } from '../support/drafts';

describe('a thread’s verdict', () => {
  it('gives the number of posts, the head’s score and whether every part fits', () => {
    const result = score({ text: THREAD_DRAFT, platform: 'x' });
    expect(showsAsThread(result)).toBe(true);
    expect(threadSummary(result.thread!, result.length.limit)).toBe(
      `Thread of 4 posts · head ${Math.round(result.thread!.parts[0]!.pre_publish_score)} · all parts fit`,
    );
  });

  it('says which part is too long', () => {
    const result = score({ text: THREAD_DRAFT, platform: 'x' });
    const parts = result.thread!.parts.map((p, i) => (i === 2 ? { ...p, weighted_length: 301 } : p));
    expect(threadSummary({ ...result.thread!, parts }, 280)).toMatch(/ · part 3 is too long$/);
    expect(threadSummary({ ...result.thread!, parts: parts.map((p) => ({ ...p, weighted_length: 300 })) }, 280)).toMatch(
      / · 4 parts are too long$/,
    );
  });
});

describe('the announcement', () => {
  const publish = score({ text: DRAFT, platform: 'x' });
  const reject = score({ text: BAIT_DRAFT, platform: 'x' });
  const said = (r: ScoreResult) => r.explanation.verdict;

  it('says the first verdict, and nothing new while the verdict stays the same', () => {
    expect(publish.explanation.headline.tone).toBe('good');
    const first = nextAnnouncement(SILENT, publish);
    expect(first).toEqual({ said: said(publish), text: 'Ready to post' });
    expect(nextAnnouncement(first, score({ text: `${DRAFT} Really.`, platform: 'x' }))).toBe(first);
  });

  it('says the new verdict when the headline changes', () => {
    const first = nextAnnouncement(SILENT, publish);
    expect(nextAnnouncement(first, reject)).toEqual({ said: said(reject), text: 'Will be held back: engagement bait' });
  });

  it('speaks when a publishable post crosses a typical post, though the decision stays publish', () => {
    const below = score({ text: 'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.', platform: 'x' });
    expect(below.decision).toBe(publish.decision);
    expect(below.explanation.headline.tone).toBe('neutral');
    const first = nextAnnouncement(SILENT, publish);
    expect(nextAnnouncement(first, below).text).toBe(below.explanation.verdict);
    expect(below.explanation.verdict).toMatch(/^Fine to post/u);
  });

  it('says the verdict again when its reason changes under the same label, so it never holds words the panel no longer shows', () => {
    const empty = score({ text: 'Some thoughts on productivity', platform: 'x' });
    const vague = score({
      text:
        "Some thoughts on productivity lately. It's really important to focus on what matters and stay " +
        'consistent. Things are changing fast.',
      platform: 'x',
    });
    expect(empty.explanation.headline.label).toBe(vague.explanation.headline.label);
    expect(empty.explanation.verdict).not.toBe(vague.explanation.verdict);
    const first = nextAnnouncement(SILENT, empty);
    expect(nextAnnouncement(first, vague).text).toBe(vague.explanation.verdict);
  });

  it('keeps its words while there is no verdict, and speaks again at the next one', () => {
    const first = nextAnnouncement(SILENT, publish);
    const cleared = nextAnnouncement(first, null);
    expect(cleared).toEqual({ said: null, text: 'Ready to post' });
    expect(nextAnnouncement(cleared, null)).toBe(cleared);
    expect(nextAnnouncement(cleared, publish).said).toBe(said(publish));
  });
});

describe('length words', () => {
  it('say the count against the limit', () => {
    expect(lengthWords({ platform: 'linkedin', weighted: 1234, limit: 3000, unit: 'characters' })).toBe('1,234 of 3,000 characters');
  });
});
