import { describe, expect, it } from 'vitest';
import { score, type Blocker, type ScoreResult } from '../../../shared/index';
import { issuesOf } from '../../../shared/explain/issues';
import { topIssue, verdictSentence as sentenceOf } from '../../../shared/explain/verdict';
import { BAIT_DRAFT, DRAFT, HASHTAG_DRAFT, LONG_DRAFT, SHOUTING_DRAFT, THREAD_DRAFT } from '../../extension/support/drafts';

type Verdictable = Pick<ScoreResult, 'decision' | 'blockers' | 'reasons'>;

const blocker = (code: Blocker['code'], severity: Blocker['severity'], concept: string = code): Blocker => ({
  code,
  severity,
  message: `${code} message`,
  fix: `${code} fix`,
  concept,
});

/** The verdict of a hand-made result, or of a scored one: the engine's own explanation must say the same. */
function verdictSentence(result: Verdictable | ScoreResult): string {
  const sentence = sentenceOf(result, issuesOf(result));
  if ('explanation' in result) expect(result.explanation.verdict).toBe(sentence);
  return sentence;
}

function top(result: ScoreResult): string | null {
  const issues = issuesOf(result);
  const found = topIssue(result, issues, sentenceOf(result, issues));
  expect(result.explanation.top_issue).toBe(found);
  return found;
}

describe('the verdict sentence', () => {
  it('says "Ready to post" for a post the engine would publish', () => {
    const result = score({ text: DRAFT, platform: 'x' });
    expect(result.decision).toBe('publish');
    expect(verdictSentence(result)).toBe('Ready to post');
    expect(top(result)).toBeNull();
  });

  it('counts the things to fix for a post worth a second look, and names the first on the compact line', () => {
    const result = score({ text: HASHTAG_DRAFT, platform: 'bluesky' });
    expect(result.decision).toBe('revise');
    expect(verdictSentence(result)).toBe('Worth a second look: 1 thing to fix');
    expect(top(result)).toBe('1 warning: too many hashtags');
  });

  it('names what holds the post back, and does not repeat it as the top issue', () => {
    const result = score({ text: BAIT_DRAFT, platform: 'x' });
    expect(result.decision).toBe('reject');
    expect(verdictSentence(result)).toBe('Will be held back: engagement bait');
    expect(top(result)).toBeNull();
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
    expect(top(result)).toBe('2 warnings: all capitals');
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
    expect(top(result)).toBeNull();
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

