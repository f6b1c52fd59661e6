import { describe, expect, it } from 'vitest';
import { score, type ScoreResult } from '../../../shared/index';
import { nextAnnouncement, SILENT } from '../../../ui/announcement';
import { BAIT_DRAFT, DRAFT } from '../support/drafts';

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
