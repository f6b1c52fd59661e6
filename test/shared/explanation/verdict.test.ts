import { describe, expect, it } from 'vitest';
import { score, type Blocker, type ScoreResult } from '../../../shared/index';
import { issuesOf } from '../../../shared/explanation/issues';
import { headlineOf } from '../../../shared/explanation/headline';
import { topIssue, verdictSentence as sentenceOf } from '../../../shared/explanation/verdict';
import { BAIT_DRAFT, DRAFT, HASHTAG_DRAFT, LONG_DRAFT, SHOUTING_DRAFT, THREAD_DRAFT } from '../../extension/support/drafts';

type Verdictable = Pick<ScoreResult, 'decision' | 'blockers' | 'reasons' | 'pre_publish_score'>;

const blocker = (code: Blocker['code'], severity: Blocker['severity'], concept: string = code): Blocker => ({
  code,
  severity,
  message: `${code} message`,
  fix: `${code} fix`,
  concept,
});

const reason = (text: string, impact: number): ScoreResult['reasons'][number] => ({
  effect: 'down',
  voice: 'editor',
  text,
  concept: text.slice(0, 12),
  impact,
  words: [],
});

/** The verdict of a hand-made result, or of a scored one: the engine's own explanation must say the same. */
function verdictSentence(result: Verdictable | ScoreResult): string {
  const sentence = sentenceOf(result, issuesOf(result), headlineOf(result));
  if ('explanation' in result) expect(result.explanation.verdict).toBe(sentence);
  return sentence;
}

function top(result: ScoreResult): string | null {
  const issues = issuesOf(result);
  const found = topIssue(result, issues, sentenceOf(result, issues, headlineOf(result)));
  expect(result.explanation.top_issue).toBe(found);
  return found;
}

describe('the verdict sentence', () => {
  it('says "Ready to post" for a post the engine would publish that likely beats a typical post', () => {
    const result = score({ text: DRAFT, platform: 'x' });
    expect(result.decision).toBe('publish');
    expect(result.pre_publish_score).toBeGreaterThanOrEqual(50);
    expect(verdictSentence(result)).toBe('Ready to post');
    expect(top(result)).toBeNull();
  });

  it('says "Fine to post" for a publishable post the number puts below a typical post, never "Ready to post"', () => {
    const low: Verdictable = { decision: 'publish', blockers: [], reasons: [], pre_publish_score: 19.2 };
    expect(verdictSentence(low)).toBe('Fine to post');
  });

  it('names what would lift a publishable post below a typical post: the costliest reason worth a point', () => {
    const low: Verdictable = {
      decision: 'publish',
      blockers: [],
      reasons: [
        reason('Cut "Some thoughts" and open with your conclusion.', -0.4),
        reason('Say a little more: what happened, to whom, how much.', -6.2),
      ],
      pre_publish_score: 31,
    };
    expect(verdictSentence(low)).toBe('Fine to post; to lift it, say a little more: what happened, to whom, how much');
    // A reason worth less than a point would not move the number a writer sees: it is not offered as a lift.
    expect(verdictSentence({ ...low, reasons: [reason('Say a little more.', -0.4)] })).toBe('Fine to post');
  });

  it('names the warning to fix first for a post to revise', () => {
    const result = score({ text: HASHTAG_DRAFT, platform: 'bluesky' });
    expect(result.decision).toBe('revise');
    expect(verdictSentence(result)).toBe('Revise first: too many hashtags');
    expect(top(result)).toBeNull();
  });

  it('names what holds the post back, and does not repeat it as the top issue', () => {
    const result = score({ text: BAIT_DRAFT, platform: 'x' });
    expect(result.decision).toBe('reject');
    expect(verdictSentence(result)).toBe('Will be held back: engagement bait');
    expect(top(result)).toBeNull();
  });

  it('names two blocking problems, and counts any beyond', () => {
    const two: Verdictable = {
      decision: 'reject',
      blockers: [blocker('engagement_bait', 'block'), blocker('offensive_language', 'block')],
      reasons: [],
      pre_publish_score: 2,
    };
    expect(verdictSentence(two)).toBe('Will be held back: engagement bait and offensive words');
    const three: Verdictable = { ...two, blockers: [...two.blockers, blocker('shouting', 'block')] };
    expect(verdictSentence(three)).toBe('Will be held back: engagement bait and 2 more');
  });

  it('sends back a post the editor rejects without a blocking problem, naming its warnings', () => {
    const result = score({ text: SHOUTING_DRAFT, platform: 'linkedin' });
    expect(result.decision).toBe('reject');
    expect(result.blockers.every((b) => b.severity === 'warn')).toBe(true);
    expect(verdictSentence(result)).toBe('Rewrite first: all capitals and stretched text');
    expect(top(result)).toBeNull();
  });

  it('names the editor’s reason as a clause when no warning leads, keeping a capitalised first word as written', () => {
    const revise: Verdictable = {
      decision: 'revise',
      blockers: [],
      reasons: [reason('Instead of "New blog post", say the news itself.', -9)],
      pre_publish_score: 16,
    };
    expect(verdictSentence(revise)).toBe('Revise first: instead of "New blog post", say the news itself');
    expect(verdictSentence({ ...revise, reasons: [reason('GIFs aside, say what happened.', -9)] })).toBe(
      'Revise first: GIFs aside, say what happened',
    );
  });

  it('says why a post with nothing flagged is sent back, without claiming a number', () => {
    expect(verdictSentence({ decision: 'revise', blockers: [], reasons: [], pre_publish_score: 30 })).toBe(
      'Revise first: several small things count against it',
    );
    expect(verdictSentence({ decision: 'reject', blockers: [], reasons: [], pre_publish_score: 9 })).toBe(
      'Rewrite first: several small things count against it',
    );
  });

  it('over the limit, says what to do in the engine’s own words, and nothing beside them', () => {
    const result = score({ text: LONG_DRAFT, platform: 'x', one_post: true });
    const over = result.blockers.find((b) => b.code === 'over_limit');
    expect(over?.severity).toBe('block');
    expect(verdictSentence(result)).toBe(over?.message.replace(/\.$/u, ''));
    expect(result.explanation.headline.label).toBe('Over the limit');
    expect(top(result)).toBeNull();
  });

  it('never says "Ready to post" over the limit, whatever the decision', () => {
    const over: Verdictable = { decision: 'publish', blockers: [blocker('over_limit', 'block')], reasons: [], pre_publish_score: 80 };
    expect(verdictSentence(over)).toBe('over_limit message');
    expect(headlineOf(over).tone).toBe('stop');
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
