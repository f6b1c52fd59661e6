// split_thread for one composer box (one_post): the box is posted as one post, so over the limit the engine
// offers the split itself (the panel writes each part into its own box of the site's thread), scored as the
// thread it becomes; never on LinkedIn, which has no threads, and never for a box within the limit.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, weightedLength, type Platform } from '../../../shared/index';
import { splitThread } from '../../../shared/post/threadGate';
import { fixOf } from './fixOf';
import { SENTENCES } from '../fixtures/queueSentences';

/** A post of at least `chars` characters made of whole sentences. */
const longPost = (chars: number) => {
  let out = '';
  for (let i = 0; out.length < chars; i++) out += `${SENTENCES[i % SENTENCES.length]} `;
  return out.trim();
};

/** The posts of a split, as the thread gate reads its text. */
const partsOf = (text: string, platform: Platform) => splitThread(text, platform)!.parts.map((s) => text.slice(s.start, s.end));
const words = (text: string) => text.split(/\s+/u).filter((w) => w !== '' && !/^\d+\/\d+$/u.test(w));

describe('split_thread for one composer box', () => {
  for (const platform of ['x', 'threads', 'bluesky', 'mastodon'] as Platform[]) {
    const limit = PLATFORM_LIMITS[platform].limit;
    it(`is offered over ${platform}'s ${limit}: every part within the limit, no word lost`, () => {
      const text = longPost(limit * 2 + 40);
      const boxed = score({ text, platform, one_post: true, want_fixes: true });
      expect(boxed.blockers.find((b) => b.code === 'over_limit')?.severity).toBe('block');
      const split = boxed.fixes?.find((f) => f.kind === 'split_thread');
      expect(split).toBeDefined();
      const parts = partsOf(split!.text, platform);
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(split!.label).toBe(`Split into a thread of ${parts.length} posts`);
      for (const part of parts) expect(weightedLength(part, platform).weighted).toBeLessThanOrEqual(limit);
      expect(words(parts.join(' '))).toEqual(words(text));
      // Scored as the thread it becomes: the same score the text gets read as a thread, and it beats the box.
      const asThread = score({ text: split!.text, platform });
      expect(asThread.thread?.parts).toHaveLength(parts.length);
      expect(split!.pre_publish_score).toBe(asThread.pre_publish_score);
      expect(split!.pre_publish_score).toBeGreaterThan(boxed.pre_publish_score);
    });
  }

  it('is the same split the engine offers the text without the flag', () => {
    const text = longPost(700);
    expect(fixOf('split_thread', { text, one_post: true })?.text).toBe(fixOf('split_thread', { text })?.text);
  });

  it('is never offered on LinkedIn, which has no threads', () => {
    const text = longPost(3400);
    const r = score({ text, platform: 'linkedin', one_post: true, want_fixes: true });
    expect(r.blockers.find((b) => b.code === 'over_limit')?.severity).toBe('block');
    expect(r.fixes?.map((f) => f.kind)).not.toContain('split_thread');
  });

  it('is not offered for a box within the limit', () => {
    for (const platform of ['x', 'threads', 'bluesky', 'mastodon'] as Platform[]) {
      const text = SENTENCES.slice(0, 2).join(' ');
      expect(weightedLength(text, platform).weighted).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].limit);
      expect(fixOf('split_thread', { text, platform, one_post: true }), platform).toBeUndefined();
    }
  });
});
