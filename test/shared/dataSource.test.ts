// A reason of the data says what it rests on: measured on X's accounts (and, for words, X posts and web
// headline tests), so on another platform it says first that it was not measured there, and names X's data;
// the old bait data are called X's posts there too. A name ending in s owns with the apostrophe alone.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/index';
import type { Platform } from '../../shared/schemas';

const QUESTION = 'Why do we keep shipping features nobody asked for? I think the answer is simple: we never ask anyone first.';
const WORDS = 'We cut our nightly build from 52 minutes to 9 by caching the Docker layers. The whole change was 30 lines.';
const OTHERS: Platform[] = ['bluesky', 'threads', 'linkedin', 'mastodon'];
const NAMES: Record<Platform, string> = { x: 'X', bluesky: 'Bluesky', threads: 'Threads', linkedin: 'LinkedIn', mastodon: 'Mastodon' };

const dataReasons = (text: string, platform: Platform) => score({ text, platform }).reasons.filter((r) => r.voice === 'data');

describe('the data’s reasons', () => {
  it('on X name X’s accounts and posts, with nothing said about another platform', () => {
    const reasons = [...dataReasons(QUESTION, 'x'), ...dataReasons(WORDS, 'x')];
    expect(reasons.length).toBeGreaterThan(1);
    for (const r of reasons) {
      expect(r.text).toMatch(/\bX accounts we measured|X posts and web headline tests we measured/u);
      expect(r.text).not.toMatch(/^Not measured on/u);
    }
  });

  it.each(OTHERS)('on %s say first that they were not measured there, and name X’s data', (platform) => {
    const reasons = [...dataReasons(QUESTION, platform), ...dataReasons(WORDS, platform)];
    expect(reasons.length).toBeGreaterThan(1);
    for (const r of reasons) {
      expect(r.text.startsWith(`Not measured on ${NAMES[platform]}: `)).toBe(true);
      expect(r.text).toMatch(/\bX accounts we measured|X posts and web headline tests we measured/u);
    }
  });

  it('call the old bait data X’s posts on Threads, and not on X', () => {
    const bait = 'We shipped the new editor today and it is twice as fast on big files. Retweet if you agree!';
    const old = (platform: Platform) =>
      score({ text: bait, platform }).reasons.find((r) => r.voice === 'policy' && /old/u.test(r.text))?.text ?? '';
    expect(old('x')).toMatch(/^In the old posts we measured/u);
    expect(old('threads')).toMatch(/^In the old X posts we measured/u);
  });
});

describe('the over-limit verdict', () => {
  it('says "Threads\' 500", not "Threads\'s"', () => {
    const text = `${'We rewrote our onboarding three times this year and learned something each time. '.repeat(7)}`.trim();
    const message = score({ text, platform: 'threads', one_post: true }).blockers.find((b) => b.code === 'over_limit')?.message ?? '';
    expect(message).toMatch(/^Over Threads' 500: /u);
    expect(score({ text, platform: 'x', one_post: true }).blockers.find((b) => b.code === 'over_limit')?.message).toMatch(
      /^Over X's 280: /u,
    );
  });
});
