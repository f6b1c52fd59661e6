import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import type { Blocker, ScoreResult } from '../../shared/schemas';

const codes = (r: ScoreResult) => r.blockers.map((b) => b.code);
const find = (r: ScoreResult, code: Blocker['code']) => r.blockers.find((b) => b.code === code);

describe('blockers', () => {
  it('blocks engagement bait and points at the phrase', () => {
    const text = 'New post is up. RT if you agree and follow for follow!';
    const r = score({ text });
    const bait = r.blockers.filter((b) => b.code === 'engagement_bait');
    expect(bait.map((b) => text.slice(b.span?.start, b.span?.end))).toEqual(['RT if', 'follow for follow']);
    expect(bait.every((b) => b.severity === 'block')).toBe(true);
    expect(r.decision).toBe('reject');
  });
  it('catches f4f and "like if" as bait', () => {
    expect(codes(score({ text: 'Like if you remember this show f4f' }))).toContain('engagement_bait');
  });
  it('warns at three hashtags and blocks at six', () => {
    expect(find(score({ text: 'Shipping today #buildinpublic #saas #indiehackers' }), 'too_many_hashtags')?.severity).toBe('warn');
    expect(find(score({ text: 'Shipping today #a1 #b2 #c3 #d4 #e5 #f6' }), 'too_many_hashtags')?.severity).toBe('block');
  });
  it('warns at four mentions', () => {
    expect(find(score({ text: 'Thanks @alice @bob @carol @dave for the help' }), 'too_many_mentions')?.severity).toBe('warn');
  });
  it('flags a bare link with no text', () => {
    const text = 'https://example.com/post';
    const b = find(score({ text }), 'bare_link');
    expect(b?.span).toEqual({ start: 0, end: text.length });
  });
  it('does not flag a link with a sentence around it', () => {
    expect(codes(score({ text: 'We wrote up how we cut our build times in half: https://example.com/post' }))).not.toContain('bare_link');
  });
  it('flags shouting in capitals', () => {
    expect(codes(score({ text: 'THIS IS THE BIGGEST LAUNCH OF THE YEAR AND YOU MUST SEE IT' }))).toContain('shouting');
  });
  it('flags stretched letters and punctuation with the first span', () => {
    const text = 'This is soooo good!!! Really';
    const b = find(score({ text }), 'repeated_characters');
    expect(text.slice(b?.span?.start, b?.span?.end)).toBe('oooo');
  });
  it('warns on profanity and blocks slurs, with the span of the term', () => {
    const text = 'Holy shit, the new release finally works on every platform';
    const b = find(score({ text }), 'offensive_language');
    expect(b?.severity).toBe('warn');
    expect(text.slice(b?.span?.start, b?.span?.end)).toBe('shit');
  });
  it('keeps spans in UTF-16 indices after emoji', () => {
    const text = '🎉🎉 big news, soooo happy to share it';
    const b = find(score({ text }), 'repeated_characters');
    expect(text.slice(b?.span?.start, b?.span?.end)).toBe('oooo');
  });
  it("blocks a long post over X's weighted limit, spanning the overflow", () => {
    const text = 'word '.repeat(70).trim();
    const b = find(score({ text }), 'over_limit');
    expect(b?.severity).toBe('block');
    expect(b?.span).toEqual({ start: 280, end: text.length });
  });
  it("applies the platform's own limit", () => {
    const text = 'word '.repeat(70).trim();
    expect(codes(score({ text, platform: 'linkedin' }))).not.toContain('over_limit');
  });
  it('gives every blocker a message and a fix', () => {
    const r = score({ text: 'RT IF YOU AGREE!!!! #a #b #c https://x.co' });
    for (const b of r.blockers) {
      expect(b.message.length).toBeGreaterThan(10);
      expect(b.fix.length).toBeGreaterThan(10);
    }
  });
});
