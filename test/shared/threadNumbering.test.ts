// A thread the writer numbered in one text is split where they split it, by one reading of numbering (the thread
// gate's, the over-limit verdict's and the split fix's): a number counts where a part starts ("n/" at a line's
// start, "1." at a paragraph's), the numbers run 1, 2, 3…, totals agree. A numbered list is not a thread.
import { describe, expect, it } from 'vitest';
import { splitThread } from '../../shared/post/threadGate';
import { writerThread } from '../../shared/post/threadNumbering';
import { PLATFORM_LIMITS } from '../../shared/platformFacts/limits';
import { weightedLength } from '../../shared/post/length';

const SHIPPED = 'We shipped dark mode in 3 days, because every colour in the app already pointed at a design token.';
const SWITCH = 'The switch meant one new file and 40 minutes of review; nobody touched a single component.';
const ASK = 'What would you check first before trusting tokens for a theme like this?';
const MORE = [
  'The token file was written months ago for a different reason: the brand refresh.',
  'Contrast checks ran on every pull request, so the dark palette failed loudly until it passed.',
  'Screenshots for the store were the slowest part, about two hours by hand.',
  'Support tickets about eye strain dropped from eleven a week to two.',
  'Next we move the marketing site onto the same tokens.',
];

/** The parts' texts as the thread gate reads `text` on `platform`. */
function partsOf(text: string, platform: 'x' | 'threads' | 'bluesky' = 'x'): string[] | undefined {
  const found = splitThread(text, platform);
  return found?.parts.map((s) => text.slice(s.start, s.end));
}

/** Part bodies of about 250 characters: any two of them are over every one of these platforms' limits as one post. */
const BODIES = [SHIPPED, SWITCH, ...MORE].map((sentence, i, all) =>
  `${sentence} ${all[(i + 3) % all.length]}`.slice(0, 240).replace(/\s\S*$/u, '.'),
);

/** A thread of `n` parts numbered with `mark(k, n)`, one blank line between parts, the last one the question. */
function numbered(n: number, mark: (k: number, n: number) => string): { text: string; parts: string[] } {
  const bodies = BODIES.slice(0, n - 1).concat(ASK);
  const parts = bodies.map((body, i) => `${mark(i + 1, n)}${body}`);
  return { text: parts.join('\n\n'), parts };
}

const STYLES: [string, (k: number, n: number) => string, 'thread' | 'list'][] = [
  ['"1/"', (k) => `${k}/ `, 'thread'],
  ['"1/3"', (k, n) => `${k}/${n} `, 'thread'],
  ['"(1/3)"', (k, n) => `(${k}/${n}) `, 'thread'],
  ['"🧵 1/3" on the head', (k, n) => (k === 1 ? `🧵 1/${n} ` : `${k}/${n} `), 'thread'],
  ['"1."', (k) => `${k}. `, 'list'],
  ['"1)"', (k) => `${k}) `, 'list'],
];

describe("a thread the writer numbered in one text is split at the writer's numbers", () => {
  for (const [style, mark, marks] of STYLES) {
    for (const n of [2, 3, 5, 8]) {
      it(`${style}, ${n} parts, on X, Threads and Bluesky`, () => {
        const { text, parts } = numbered(n, mark);
        for (const platform of ['x', 'threads', 'bluesky'] as const) {
          // "1." is a list's mark as much as a thread's: it splits a text only when the text cannot be one post.
          const splits = marks === 'thread' || weightedLength(text, platform).weighted > PLATFORM_LIMITS[platform].limit;
          expect(partsOf(text, platform), platform).toEqual(splits ? parts : undefined);
          if (splits) expect(splitThread(text, platform)?.detectedBy).toBe('numbering');
        }
      });
    }
  }

  it('keeps a part of several paragraphs whole: only a numbered paragraph starts a part', () => {
    const text = `1. ${SHIPPED}\n\n${SWITCH}\n\n2. ${MORE[0]}\n\n3. ${ASK}`;
    expect(partsOf(text)).toEqual([`1. ${SHIPPED}\n\n${SWITCH}`, `2. ${MORE[0]}`, `3. ${ASK}`]);
  });

  it('takes a 🧵 head before "1." as the thread\'s head', () => {
    const text = `How we shipped dark mode 🧵\n\n1. ${SHIPPED}\n\n2. ${SWITCH}\n\n3. ${ASK}`;
    expect(partsOf(text)).toEqual(['How we shipped dark mode 🧵', `1. ${SHIPPED}`, `2. ${SWITCH}`, `3. ${ASK}`]);
  });

  it('reads "n/" numbering on consecutive lines too, as it always has', () => {
    const text = `1/ ${SHIPPED}\n2/ ${SWITCH}\n3/ ${ASK}`;
    expect(partsOf(text)).toEqual([`1/ ${SHIPPED}`, `2/ ${SWITCH}`, `3/ ${ASK}`]);
  });
});

describe('a numbered list is not a thread', () => {
  const over = (text: string) => expect(text.length).toBeGreaterThan(280);

  it('a list in one paragraph ("3 things: 1. … 2. … 3. …")', () => {
    const text = `3 things we learned shipping dark mode: 1. ${SHIPPED} 2. ${SWITCH} 3. ${MORE[2]}`;
    over(text);
    expect(writerThread(text, () => true)).toBeUndefined();
    expect(splitThread(text, 'x')).toBeUndefined();
  });

  it('a list with its items on lines of their own', () => {
    const text = `3 things we learned:\n1. ${SHIPPED}\n2. ${SWITCH}\n3. ${MORE[2]}`;
    over(text);
    expect(writerThread(text, () => true)).toBeUndefined();
  });

  it('a list of paragraphs under a lead-in line ("Three things:")', () => {
    const text = `Three things we learned:\n\n1. ${SHIPPED}\n\n2. ${SWITCH}\n\n3. ${MORE[2]}`;
    over(text);
    expect(writerThread(text, () => true)).toBeUndefined();
  });

  it('"1." paragraphs within the limit: a list the writer posts whole, unless it says it is a thread', () => {
    const text = '1. Cache the dependency layer.\n\n2. Run the slow suite on merge.\n\n3. Delete the cron box.';
    expect(writerThread(text, () => false)).toBeUndefined();
    expect(splitThread(text, 'x')).toBeUndefined();
    expect(writerThread(text, () => true)?.parts).toHaveLength(3);
    expect(splitThread(`🧵 ${text}`, 'x')?.detectedBy).toBe('numbering');
  });

  it('numbers that do not run 1, 2, 3… in order', () => {
    for (const text of [
      `1/ ${SHIPPED}\n\n3/ ${SWITCH}\n\n4/ ${ASK}`,
      `2/ ${SHIPPED}\n\n3/ ${SWITCH}`,
      `1/ ${SHIPPED}\n\n2/ ${SWITCH}\n\n2/ ${ASK}`,
      `1. ${SHIPPED}\n\n1. ${SWITCH}\n\n1. ${ASK}`,
    ]) {
      expect(
        writerThread(text, () => true),
        text,
      ).toBeUndefined();
    }
  });

  it('totals that disagree or are exceeded (fractions in a recipe, "24/7")', () => {
    expect(writerThread(`1/2 cup of flour, sifted twice\n2/3 cup of sugar\n3/4 cup of milk, warm`, () => true)).toBeUndefined();
    expect(writerThread(`1/2 ${SHIPPED}\n\n2/2 ${SWITCH}\n\n3/2 ${ASK}`, () => true)).toBeUndefined();
    expect(writerThread(`24/7 support is what we sell.\n\n${SHIPPED}`, () => true)).toBeUndefined();
  });

  it('a single numbered part', () => {
    expect(writerThread(`1/ ${SHIPPED} ${SWITCH} ${ASK}`, () => true)).toBeUndefined();
  });
});
