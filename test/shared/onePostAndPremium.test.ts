// Verdicts that hold over the limit: one composer box (one_post) is posted as one post, so it is never read as
// a thread and over the limit it is blocked, with a verdict that says what to do in numbers; X Premium's long
// posts (x_premium) move X's limit to 25,000 for the length, the verdict and the thread gate.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, suggestFixes, weightedLength, X_PREMIUM_LIMIT, type Platform } from '../../shared/index';
import { hasThreads } from '../../shared/platformFacts/limits';
import { SENTENCES } from './fixtures/queueSentences';

/** Written as a thread in one box: two posts with a blank line between them, over X's 280 together. */
const THREAD_IN_ONE_BOX = `${SENTENCES.slice(0, 3).join(' ')}\n\n${SENTENCES.slice(3).join(' ')}`;
const NUMBERED = `1/2 ${SENTENCES.slice(0, 3).join(' ')}\n\n2/2 ${SENTENCES.slice(3).join(' ')}`;

/** A post of about `chars` characters made of whole sentences. */
const longPost = (chars: number) => {
  let out = '';
  for (let i = 0; out.length < chars; i++) out += `${SENTENCES[i % SENTENCES.length]} `;
  return out.trim();
};

describe('one_post: the text is one composer box', () => {
  it('is never read as a thread, whether the thread is told by blank lines or by numbers', () => {
    for (const text of [THREAD_IN_ONE_BOX, NUMBERED]) {
      expect(score({ text }).thread).not.toBeNull();
      const r = score({ text, one_post: true });
      expect(r.thread).toBeNull();
      expect(r.layers_used).not.toContain('thread_gate');
    }
  });

  it('over the limit is blocked, never publish, on every platform', () => {
    for (const platform of ['x', 'bluesky', 'threads', 'mastodon'] as Platform[]) {
      const text = longPost(PLATFORM_LIMITS[platform].limit + 120);
      const r = score({ text, platform, one_post: true });
      expect(r.decision, platform).toBe('reject');
      expect(r.blockers.find((b) => b.code === 'over_limit')?.severity).toBe('block');
    }
  });

  it('says how many characters to cut and, where the platform has threads, how many posts a thread would take', () => {
    const text = THREAD_IN_ONE_BOX;
    const r = score({ text, one_post: true, want_fixes: true });
    const over = weightedLength(text, 'x').weighted - 280;
    const blocker = r.blockers.find((b) => b.code === 'over_limit')!;
    expect(blocker.message).toBe(`Over X's 280: split into a thread of 2, or cut ${over} characters.`);
    // The thread it names is the split the engine offers the box itself, at the same depth.
    const split = r.fixes?.find((f) => f.kind === 'split_thread');
    expect(split?.label).toBe('Split into a thread of 2 posts');
    expect(suggestFixes({ text: text.replace('\n\n', ' ') }).find((f) => f.kind === 'split_thread')?.label).toBe(split?.label);
  });

  it('on LinkedIn, which has no threads, says only how much to cut, with the count written out', () => {
    const text = longPost(3400);
    const r = score({ text, platform: 'linkedin', one_post: true });
    const over = weightedLength(text, 'linkedin').weighted - 3000;
    expect(hasThreads('linkedin')).toBe(false);
    expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toBe(`Over LinkedIn's 3,000: cut ${over} characters.`);
  });

  it('changes nothing for a post that fits and is not a thread', () => {
    const text = SENTENCES.slice(0, 2).join(' ');
    const { layers_used: _a, ...plain } = score({ text });
    const { layers_used: _b, ...boxed } = score({ text, one_post: true });
    expect(boxed).toEqual(plain);
  });

  it('without the flag, a single post over the limit is told the same words', () => {
    const text = SENTENCES.join(' ');
    const r = score({ text });
    expect(r.thread).toBeNull();
    expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toMatch(
      /^Over X's 280: split into a thread of \d+, or cut \d+ characters\.$/,
    );
  });
});

describe('x_premium: X Premium long posts', () => {
  it('holds an X post to 25,000 weighted characters instead of 280', () => {
    const text = longPost(1200);
    const plain = score({ text });
    const premium = score({ text, x_premium: true });
    expect(plain.blockers.map((b) => b.code)).toContain('over_limit');
    expect(premium.length).toMatchObject({ limit: X_PREMIUM_LIMIT, weighted: plain.length.weighted });
    expect(premium.blockers.map((b) => b.code)).not.toContain('over_limit');
    expect(premium.decision).not.toBe('reject');
  });

  it('keeps a long post with blank lines one post (the thread gate reads the Premium limit), unless it is numbered', () => {
    expect(score({ text: THREAD_IN_ONE_BOX }).thread?.detected_by).toBe('blank_lines');
    expect(score({ text: THREAD_IN_ONE_BOX, x_premium: true }).thread).toBeNull();
    expect(score({ text: NUMBERED, x_premium: true }).thread?.detected_by).toBe('numbering');
  });

  it('offers no cut or split for a long post that fits Premium', () => {
    const kinds = suggestFixes({ text: longPost(1200), x_premium: true }).map((f) => f.kind);
    expect(kinds).not.toContain('split_thread');
    expect(kinds).not.toContain('cut_to_limit');
  });

  it('is about X only: other platforms keep their own limit', () => {
    for (const platform of ['bluesky', 'threads', 'linkedin', 'mastodon'] as Platform[]) {
      expect(score({ text: SENTENCES[0]!, platform, x_premium: true }).length.limit).toBe(PLATFORM_LIMITS[platform].limit);
    }
  });
});
