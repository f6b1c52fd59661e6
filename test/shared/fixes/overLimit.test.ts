// cut_to_limit and split_thread: an over-limit post made to fit, counted the platform's way.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, weightedLength, type Platform } from '../../../shared/index';
import { fixOf } from './fixOf';
import { SENTENCES } from '../fixtures/queueSentences';

const POST = SENTENCES.join(' ');
/** A LinkedIn post over 3,000 characters and within the engine's 4,000. */
const LONG = Array.from({ length: 27 }, (_, i) => `Paragraph ${i + 1} explains why our team moved ${i + 2} services off the old cluster and what that cost us in on-call hours.`).join(' ');

describe('cut_to_limit', () => {
  it('never cuts a sentence: a post over the limit with nothing but content gets no cut_to_limit', () => {
    expect(fixOf('cut_to_limit', { text: POST })).toBeUndefined();
    expect(fixOf('cut_to_limit', { text: POST, platform: 'bluesky' })).toBeUndefined();
    expect(fixOf('cut_to_limit', { text: LONG, platform: 'linkedin' })).toBeUndefined();
  });

  it('makes a post fit by closing up spaces and trimming repeats, every word kept (X)', () => {
    const text = `${SENTENCES.slice(0, 4).join('   ')}!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!   So   good.`;
    expect(weightedLength(text, 'x').weighted).toBeGreaterThan(280);
    const fix = fixOf('cut_to_limit', { text });
    expect(fix).toMatchObject({ concept: 'over_limit', label: 'Fit the 280: close up spaces and trim repeats' });
    expect(fix!.text).toBe(`${SENTENCES.slice(0, 4).join(' ')}! So good.`);
    expect(weightedLength(fix!.text, 'x').weighted).toBeLessThanOrEqual(280);
  });

  it('drops the hashtags beyond the platform\'s number and the bait when that is what it takes (LinkedIn)', () => {
    const body = LONG.slice(0, 2960);
    const text = `${body}.\n\nFollow me for more 🔥\n\n#teams #infra #cloud #ops #devops #sre #k8s #oncall`;
    const fix = fixOf('cut_to_limit', { text, platform: 'linkedin' });
    expect(fix?.label).toMatch(/^Fit the 3,000: drop \d+ hashtags and remove the bait$/);
    expect(fix!.text.startsWith(`${body}.`)).toBe(true);
    expect(fix!.text).not.toContain('Follow me');
    expect(weightedLength(fix!.text, 'linkedin').weighted).toBeLessThanOrEqual(3000);
  });
});

describe('split_thread', () => {
  const cases: [Platform, string, number][] = [
    ['x', POST, 2],
    ['bluesky', POST, 2],
  ];
  for (const [platform, text, parts] of cases) {
    it(`splits an over-limit ${platform} post into a numbered thread the engine detects, every part within ${PLATFORM_LIMITS[platform].limit}`, () => {
      const fix = fixOf('split_thread', { text, platform });
      expect(fix).toMatchObject({ concept: 'over_limit', label: `Split into a thread of ${parts} posts` });
      const r = score({ text: fix!.text, platform });
      expect(r.thread?.detected_by).toBe('numbering');
      expect(r.thread?.parts).toHaveLength(parts);
      for (const part of r.thread!.parts) expect(part.weighted_length).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].limit);
      expect(r.blockers.filter((b) => b.code === 'thread_part_over_limit' || b.code === 'over_limit')).toEqual([]);
    });
  }

  it('never splits a LinkedIn post, which has no threads: the post stays one, held to 3,000 characters', () => {
    expect(fixOf('split_thread', { text: LONG, platform: 'linkedin' })).toBeUndefined();
    const half = LONG.indexOf(' ', LONG.length >> 1);
    const numbered = `1/2 ${LONG.slice(0, half)}\n\n2/2 ${LONG.slice(half + 1)}`;
    const r = score({ text: numbered, platform: 'linkedin' });
    expect(r.thread).toBeNull();
    expect(r.blockers.map((b) => b.code)).toContain('over_limit');
    expect(r.decision).not.toBe('publish');
  });

  it('packs whole sentences, numbers the parts "1/2", "2/2" and separates them with a blank line', () => {
    expect(fixOf('split_thread', { text: POST })?.text).toBe(`1/2 ${SENTENCES.slice(0, 4).join(' ')}\n\n2/2 ${SENTENCES.slice(4).join(' ')}`);
  });

  it('splits a sentence longer than a post between words', () => {
    const text = `${'We moved forty services to one queue and '.repeat(8)}it worked.`;
    const fix = fixOf('split_thread', { text });
    const parts = score({ text: fix!.text }).thread!.parts;
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const part of parts) expect(part.weighted_length).toBeLessThanOrEqual(280);
    expect(fix!.text.replace(/(?:^|\n\n)\d+\/\d+ /g, ' ').replace(/\s+/g, ' ').trim()).toBe(text);
  });

  it('offers nothing for a thread or a post that fits', () => {
    expect(fixOf('split_thread', { text: `🧵 ${POST}` })).toBeUndefined();
    expect(fixOf('split_thread', { text: SENTENCES[0]! })).toBeUndefined();
  });
});
