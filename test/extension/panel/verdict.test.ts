import { describe, expect, it } from 'vitest';
import { score, type Blocker, type ScoreResult } from '../../../shared/index';
import { lengthWords, nextAnnouncement, showsAsThread, SILENT, threadSummary, topIssue, verdictSentence } from '../../../extension/panel/verdict';
import { BAIT_DRAFT, DRAFT, HASHTAG_DRAFT, LONG_DRAFT, SHOUTING_DRAFT, THREAD_DRAFT } from '../support/drafts';

type Verdictable = Pick<ScoreResult, 'decision' | 'blockers' | 'reasons'>;

const blocker = (code: Blocker['code'], severity: Blocker['severity'], concept: string = code): Blocker => ({
  code,
  severity,
  message: `${code} message`,
  fix: `${code} fix`,
  concept,
});

describe('the verdict sentence', () => {
  it('says "Ready to post" for a post the engine would publish', () => {
    const result = score({ text: DRAFT, platform: 'x' });
    expect(result.decision).toBe('publish');
    expect(verdictSentence(result)).toBe('Ready to post');
    expect(topIssue(result)).toBeNull();
  });

  it('counts the things to fix for a post worth a second look, and names the first on the compact line', () => {
    const result = score({ text: HASHTAG_DRAFT, platform: 'bluesky' });
    expect(result.decision).toBe('revise');
    expect(verdictSentence(result)).toBe('Worth a second look: 1 thing to fix');
    expect(topIssue(result)).toBe('1 warning: too many hashtags');
  });

  it('names what holds the post back, and does not repeat it as the top issue', () => {
    const result = score({ text: BAIT_DRAFT, platform: 'x' });
    expect(result.decision).toBe('reject');
    expect(verdictSentence(result)).toBe('Will be held back: engagement bait');
    expect(topIssue(result)).toBeNull();
  });

  it('names two blocking problems, and counts any beyond', () => {
    const two: Verdictable = { decision: 'reject', blockers: [blocker('engagement_bait', 'block'), blocker('offensive_language', 'block')], reasons: [] };
    expect(verdictSentence(two)).toBe('Will be held back: engagement bait and offensive words');
    const three: Verdictable = { ...two, blockers: [...two.blockers, blocker('shouting', 'block')] };
    expect(verdictSentence(three)).toBe('Will be held back: engagement bait and 2 more');
  });

  it('says a post too weak to get far without a blocking problem, with the count of things to fix', () => {
    const result = score({ text: SHOUTING_DRAFT, platform: 'linkedin' });
    expect(result.decision).toBe('reject');
    expect(result.blockers.every((b) => b.severity === 'warn')).toBe(true);
    expect(verdictSentence(result)).toBe('Unlikely to get far: 3 things to fix');
    expect(topIssue(result)).toBe('2 warnings: all capitals');
  });

  it('says why a post with nothing flagged is worth a second look', () => {
    expect(verdictSentence({ decision: 'revise', blockers: [], reasons: [] })).toBe('Worth a second look: below a typical post');
    expect(verdictSentence({ decision: 'reject', blockers: [], reasons: [] })).toBe('Unlikely to get far: say more');
  });

  it('over the limit, says what to do in the engine’s own words, and nothing beside them', () => {
    const result = score({ text: LONG_DRAFT, platform: 'x', one_post: true });
    const over = result.blockers.find((b) => b.code === 'over_limit');
    expect(over?.severity).toBe('block');
    expect(verdictSentence(result)).toBe(over?.message.replace(/\.$/u, ''));
    expect(topIssue(result)).toBeNull();
    expect(showsAsThread(result)).toBe(false);
  });

  it('never says "Ready to post" over the limit, whatever the decision', () => {
    const over: Verdictable = { decision: 'publish', blockers: [blocker('over_limit', 'block')], reasons: [] };
    expect(verdictSentence(over)).toBe('over_limit message');
    expect(verdictSentence({ ...over, blockers: [blocker('over_limit', 'warn')] })).toBe('Ready to post');
  });

  it('a thread written in one composer box is one post: over the limit, it is held, never "Ready to post"', () => {
    const result = score({ text: THREAD_DRAFT, platform: 'x', one_post: true });
    expect(result.thread).toBeNull();
    expect(result.decision).toBe('reject');
    expect(verdictSentence(result)).toBe(result.blockers.find((b) => b.code === 'over_limit')?.message.replace(/\.$/u, ''));
    expect(verdictSentence(result)).toMatch(/280/u);
  });
});

describe('a thread’s verdict', () => {
  it('gives the number of posts, the head’s score and whether every part fits', () => {
    const result = score({ text: THREAD_DRAFT, platform: 'x' });
    expect(showsAsThread(result)).toBe(true);
    expect(threadSummary(result.thread!, result.length.limit)).toBe(`Thread of 4 posts · head ${Math.round(result.thread!.parts[0]!.pre_publish_score)} · all parts fit`);
  });

  it('says which part is too long', () => {
    const result = score({ text: THREAD_DRAFT, platform: 'x' });
    const parts = result.thread!.parts.map((p, i) => (i === 2 ? { ...p, weighted_length: 301 } : p));
    expect(threadSummary({ ...result.thread!, parts }, 280)).toMatch(/ · part 3 is too long$/);
    expect(threadSummary({ ...result.thread!, parts: parts.map((p) => ({ ...p, weighted_length: 300 })) }, 280)).toMatch(/ · 4 parts are too long$/);
  });
});

describe('the announcement', () => {
  const publish = score({ text: DRAFT, platform: 'x' });
  const reject = score({ text: BAIT_DRAFT, platform: 'x' });

  it('says the first verdict, and nothing new while the decision stays the same', () => {
    const first = nextAnnouncement(SILENT, publish);
    expect(first).toEqual({ decision: 'publish', text: 'Ready to post' });
    expect(nextAnnouncement(first, score({ text: `${DRAFT} Really.`, platform: 'x' }))).toBe(first);
  });

  it('says the new verdict when the decision changes', () => {
    const first = nextAnnouncement(SILENT, publish);
    expect(nextAnnouncement(first, reject)).toEqual({ decision: 'reject', text: 'Will be held back: engagement bait' });
  });

  it('keeps its words while there is no verdict, and speaks again at the next one', () => {
    const first = nextAnnouncement(SILENT, publish);
    const cleared = nextAnnouncement(first, null);
    expect(cleared).toEqual({ decision: null, text: 'Ready to post' });
    expect(nextAnnouncement(cleared, null)).toBe(cleared);
    expect(nextAnnouncement(cleared, publish).decision).toBe('publish');
  });
});

describe('length words', () => {
  it('say the count against the limit', () => {
    expect(lengthWords({ platform: 'linkedin', weighted: 1234, limit: 3000, unit: 'characters' })).toBe('1,234 of 3,000 characters');
  });
});
