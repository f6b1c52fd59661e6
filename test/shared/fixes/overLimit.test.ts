// cut_to_limit and split_thread: an over-limit post made to fit, counted the platform's way.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, weightedLength, type Platform } from '../../../shared/index';
import { fixOf } from './fixOf';
import { SENTENCES } from '../fixtures/queueSentences';

const POST = SENTENCES.join(' ');
/** A LinkedIn post over 3,000 characters and within the engine's 4,000. */
const LONG = Array.from(
  { length: 27 },
  (_, i) => `Paragraph ${i + 1} explains why our team moved ${i + 2} services off the old cluster and what that cost us in on-call hours.`,
).join(' ');

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

  it("drops the hashtags beyond the platform's number and the bait when that is what it takes (LinkedIn)", () => {
    const body = LONG.slice(0, 2960);
    const text = `${body}.\n\nFollow me for more 🔥\n\n#teams #infra #cloud #ops #devops #sre #k8s #oncall`;
    const fix = fixOf('cut_to_limit', { text, platform: 'linkedin' });
    expect(fix?.label).toMatch(/^Fit the 3,000: drop \d+ hashtags and remove the bait$/);
    expect(fix!.text.startsWith(`${body}.`)).toBe(true);
    expect(fix!.text).not.toContain('Follow me');
    expect(weightedLength(fix!.text, 'linkedin').weighted).toBeLessThanOrEqual(3000);
  });
});

describe('cut to fit before a split', () => {
  /** A Threads post about 12 characters over its 500, ending on a question of its own (content: it stays). */
  const body = `${SENTENCES.join(' ')} It took weeks.`;
  const ask = 'Which service would you have moved first, and why that one?';

  it("12 characters over Threads' 500 with a throat-clearing opener: cut it, keep the question, no thread of 2", () => {
    const text = `Here's the thing: ${body} ${ask}`;
    const over = weightedLength(text, 'threads').weighted - 500;
    expect(over).toBeGreaterThan(0);
    expect(over).toBeLessThanOrEqual(15);
    const fixes = score({ text, platform: 'threads', one_post: true, want_fixes: true }).fixes!.filter((f) => f.concept === 'over_limit');
    expect(fixes.map((f) => f.kind)).toEqual(['cut_to_limit']);
    expect(fixes[0]!.label).toBe('Fit the 500: drop "Here\'s the thing"');
    expect(fixes[0]!.text).toBe(`${body} ${ask}`);
  });

  it('says the cut first where the cut is the fix offered, with or without fixes asked for', () => {
    const text = `Here's the thing: ${body} ${ask}`;
    const over = weightedLength(text, 'threads').weighted - 500;
    for (const want_fixes of [true, false]) {
      const r = score({ text, platform: 'threads', one_post: true, want_fixes });
      const advice = `Over Threads' 500: cut ${over} characters, or split into a thread of 2`;
      expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toBe(`${advice}.`);
      expect(r.explanation.verdict).toBe(advice);
      expect(r.reasons.find((x) => x.concept === 'over_limit')?.text).toBe(`Cut ${over} characters, or split into a thread of 2.`);
    }
  });

  it('with nothing removable, the split is the offer (the verdict names both)', () => {
    const text = `${body} Looking back now, ${ask.charAt(0).toLowerCase()}${ask.slice(1)}`;
    expect(weightedLength(text, 'threads').weighted).toBeGreaterThan(500);
    const r = score({ text, platform: 'threads', one_post: true, want_fixes: true });
    expect(r.fixes!.filter((f) => f.concept === 'over_limit').map((f) => f.kind)).toEqual(['split_thread']);
    expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toMatch(
      /^Over Threads' 500: split into a thread of 2, or cut \d+ characters\.$/u,
    );
  });

  it('never takes a word of a clause that is not all filler ("So I was thinking about…" keeps "about…")', () => {
    const text = `So I was thinking about retries. ${SENTENCES.join(' ')} Thoughts?`;
    const fix = fixOf('cut_to_limit', { text });
    if (fix) expect(fix.text).toContain('So I was thinking about retries.');
  });
});

describe('split_thread', () => {
  const cases: [Platform, string, number][] = [
    ['x', POST, 2],
    ['bluesky', POST, 2],
  ];
  for (const [platform, text, parts] of cases) {
    it(
      `splits an over-limit ${platform} post into a numbered thread the engine detects, every part within ` +
        `${PLATFORM_LIMITS[platform].limit}`,
      () => {
        const fix = fixOf('split_thread', { text, platform });
        expect(fix).toMatchObject({ concept: 'over_limit', label: `Split into a thread of ${parts} posts` });
        const r = score({ text: fix!.text, platform });
        expect(r.thread?.detected_by).toBe('numbering');
        expect(r.thread?.parts).toHaveLength(parts);
        for (const part of r.thread!.parts) expect(part.weighted_length).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].limit);
        expect(r.blockers.filter((b) => b.code === 'thread_part_over_limit' || b.code === 'over_limit')).toEqual([]);
      },
    );
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
    expect(fixOf('split_thread', { text: POST })?.text).toBe(
      `1/2 ${SENTENCES.slice(0, 4).join(' ')}\n\n2/2 ${SENTENCES.slice(4).join(' ')}`,
    );
  });

  it('splits a sentence longer than a post between words', () => {
    const text = `${'We moved forty services to one queue and '.repeat(8)}it worked.`;
    const fix = fixOf('split_thread', { text });
    const parts = score({ text: fix!.text }).thread!.parts;
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const part of parts) expect(part.weighted_length).toBeLessThanOrEqual(280);
    expect(
      fix!.text
        .replace(/(?:^|\n\n)\d+\/\d+ /g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(text);
  });

  it('offers nothing for a thread or a post that fits', () => {
    expect(fixOf('split_thread', { text: `🧵 ${POST}` })).toBeUndefined();
    expect(fixOf('split_thread', { text: SENTENCES[0]! })).toBeUndefined();
  });
});
