// A thread the writer numbered in one composer box (one_post): the box is posted as one post, so it is over the
// limit; the verdict and the split follow the writer's own numbering, not a split of the engine's making, on
// every platform with threads. LinkedIn has none: there the writer cuts.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, weightedLength, type Fix, type Platform } from '../../../shared/index';
import { splitThread } from '../../../shared/post/threadGate';

/** The brief's kind of draft: three numbered parts in one box, the last a question. */
const DARK_MODE = [
  '1/ We shipped dark mode in 3 days. The trick was a token file we had written months before for a different reason.',
  '2/ Every colour in the app already pointed at a token, so the switch meant one new file and 40 minutes of review.',
  '3/ What would you check first before trusting tokens for a theme like this?',
];

const SENTENCES = [
  'We moved 40 services to one queue in six weeks, and the pager got quiet for the first time in a year.',
  'Retries were the hard part: every consumer had its own idea of what "try again" meant.',
  'One retry policy with jitter replaced eleven, and nobody misses the old ones.',
  'Pages at night fell from nine a week to one, which the on-call rota noticed first.',
  'Naming the messages took longer than moving them, by about two weeks.',
  'The last cron box still runs the invoices, and it goes next month.',
  'We kept the old queue read-only for thirty days, in case a consumer was missed.',
  'What would you have moved first?',
];

/**
 * A thread of `n` numbered parts ("k/n "), a blank line between, the last ending on the question: each part two
 * sentences (about 200 characters), four on Threads, whose posts run to 500.
 */
function thread(n: number, platform: Platform): string[] {
  const per = platform === 'threads' ? 4 : 2;
  const body = (i: number) => Array.from({ length: per }, (_, k) => SENTENCES[(i + 3 * k) % 7]).join(' ');
  return Array.from({ length: n }, (_, i) => `${i + 1}/${n} ${i === n - 1 ? `${body(i)} ${SENTENCES[7]}` : body(i)}`);
}

/** The posts a split fix makes, as the thread gate (and the panel, threadWriting.ts) reads its text. */
function postsOf(fix: Fix, platform: Platform): string[] {
  const found = splitThread(fix.text, platform);
  return found ? found.parts.map((s) => fix.text.slice(s.start, s.end)) : [fix.text];
}

const boxed = (text: string, platform: Platform) => score({ text, platform, one_post: true, want_fixes: true });

describe('a numbered thread in one box is split where the writer numbered it', () => {
  for (const platform of ['x', 'threads', 'bluesky'] as Platform[]) {
    const limit = PLATFORM_LIMITS[platform].limit;
    for (let n = 2; n <= 8; n++) {
      const parts = thread(n, platform);
      const text = parts.join('\n\n');
      it(`${n} parts on ${platform}: the verdict says "your thread of ${n}", and the split is the writer's parts`, () => {
        expect(weightedLength(text, platform).weighted).toBeGreaterThan(limit);
        for (const part of parts) expect(weightedLength(part, platform).weighted).toBeLessThanOrEqual(limit);
        const r = boxed(text, platform);
        const over = r.blockers.find((b) => b.code === 'over_limit');
        expect(over?.message).toMatch(new RegExp(`: post it as your thread of ${n}, or cut \\d[\\d,]* characters?\\.$`, 'u'));
        expect(r.explanation.verdict).not.toMatch(/split into a thread/u);
        const overFixes = (r.fixes ?? []).filter((f) => f.concept === 'over_limit');
        expect(overFixes[0]?.kind).toBe('split_thread');
        const split = overFixes[0]!;
        expect(split.label).toBe(`Post as your thread of ${n} posts`);
        expect(postsOf(split, platform)).toEqual(parts);
        // Scored as the thread it becomes: the writer's own parts, each a post within the limit.
        const asThread = score({ text: split.text, platform });
        expect(asThread.thread?.parts).toHaveLength(n);
        expect(asThread.thread?.detected_by).toBe('numbering');
        expect(split.pre_publish_score).toBe(asThread.pre_publish_score);
        expect(split.pre_publish_score).toBeGreaterThan(r.pre_publish_score);
      });
    }
  }

  it("the three-part draft on X: the writer's 3 posts, not a thread of 2", () => {
    const text = DARK_MODE.join('\n\n');
    const r = boxed(text, 'x');
    expect(r.explanation.verdict).toMatch(/^Over X's 280: post it as your thread of 3, or cut \d+ characters$/u);
    const split = r.fixes?.find((f) => f.kind === 'split_thread');
    expect(postsOf(split!, 'x')).toEqual(DARK_MODE);
    // Nothing of the writer's is rewritten: the text is theirs as it was, posted one part per post.
    expect(split!.text).toBe(text);
    expect(split!.edits).toEqual([]);
  });

  it('"1." numbering and a 🧵 head split the same way, and the space between parts is tidied to one blank line', () => {
    const points = DARK_MODE.map((part) => part.replace(/^(\d)\//u, '$1.'));
    points[0] = `🧵 ${points[0]}`;
    const text = `${points.join('\n\n\n')}\n`;
    const split = boxed(text, 'x').fixes?.find((f) => f.kind === 'split_thread');
    expect(split?.label).toBe('Post as your thread of 3 posts');
    expect(split?.text).toBe(points.join('\n\n'));
    expect(postsOf(split!, 'x')).toEqual(points);
  });

  it("offers no split when a part of the writer's is itself over the limit, and the verdict names that part", () => {
    const long = `2/2 ${SENTENCES.slice(1, 5).join(' ')}`;
    expect(weightedLength(long, 'x').weighted).toBeGreaterThan(280);
    const text = `1/2 ${SENTENCES[0]}\n\n${long}`;
    const r = boxed(text, 'x');
    expect(r.fixes?.map((f) => f.kind)).not.toContain('split_thread');
    const by = weightedLength(long, 'x').weighted - 280;
    expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toContain(
      `post it as your thread of 2 once part 2 is ${by} characters shorter`,
    );
  });

  it('never splits on LinkedIn, which has no threads: the writer cuts', () => {
    const parts = Array.from({ length: 6 }, (_, i) => `${i + 1}/6 ${SENTENCES.join(' ')}`);
    const r = boxed(parts.join('\n\n'), 'linkedin');
    expect(r.blockers.find((b) => b.code === 'over_limit')?.message).toMatch(/^Over LinkedIn's 3,000: cut [\d,]+ characters\.$/u);
    expect(r.fixes?.map((f) => f.kind)).not.toContain('split_thread');
  });
});
