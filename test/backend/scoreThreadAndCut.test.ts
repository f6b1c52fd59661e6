// POST /api/v1/score reads a thread the writer numbered in one text as the writer's own parts: read as a thread,
// and, as one composer box (one_post), told "post it as your thread of 3" with a split_thread fix that posts
// the writer's parts as they are. A post a little over the limit with removable clauses gets cut_to_limit
// (cut to fit), first and alone: every content word kept, within the limit. On a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScoreResult, weightedLength } from '../../shared/index';
import { splitThread } from '../../shared/post/threadGate';
import { scoreOk, startTestServer, type TestServer } from './support/testServer';

const PARTS = [
  '1/ We shipped dark mode in 3 days. The trick was a token file we had written months before for a different reason.',
  '2/ Every colour in the app already pointed at a token, so the switch meant one new file and 40 minutes of review.',
  '3/ What would you check first before trusting tokens for a theme like this?',
];
const NUMBERED = PARTS.join('\n\n');
const NEAR_LIMIT =
  "Here's the thing: we moved 40 services to one queue in six weeks. Retries were the hard part, since " +
  'every consumer had its own idea of what to try again. One retry policy with jitter replaced eleven ' +
  'of them. Pages at night fell from nine a week to one. Naming the messages took two more weeks. ' +
  'Thoughts?';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await server.newKey('builder');
});
afterAll(() => server.close());

const scoreApi = (body: unknown): Promise<ScoreResult> => scoreOk(server.url, key, body);

const textsOf = (text: string, spans: readonly { start: number; end: number }[]) => spans.map((s) => text.slice(s.start, s.end));

describe("POST /api/v1/score reads the writer's numbered thread", () => {
  for (const platform of ['x', 'threads', 'bluesky'] as const) {
    it(`on ${platform}: read as the writer's ${PARTS.length} parts`, async () => {
      const result = await scoreApi({ text: NUMBERED, platform });
      expect(result.thread?.detected_by).toBe('numbering');
      expect(
        textsOf(
          NUMBERED,
          result.thread!.parts.map((p) => p.span),
        ),
      ).toEqual(PARTS);
    });
  }

  it('as one box on X: the verdict says "your thread of 3", and split_thread posts the parts as written', async () => {
    const result = await scoreApi({ text: NUMBERED, platform: 'x', one_post: true, want_fixes: true });
    expect(result.explanation.verdict).toMatch(/^Over X's 280: post it as your thread of 3, or cut \d+ characters$/u);
    const split = result.fixes?.find((f) => f.kind === 'split_thread');
    expect(split).toMatchObject({ concept: 'over_limit', label: 'Post as your thread of 3 posts', text: NUMBERED, edits: [] });
    expect(textsOf(split!.text, splitThread(split!.text, 'x')!.parts)).toEqual(PARTS);
    expect(result.fixes?.find((f) => f.concept === 'over_limit')?.kind).toBe('split_thread');
  });
});

describe('POST /api/v1/score splits a numbered thread in one box where the writer numbered it, on every platform with threads', () => {
  /** Five numbered parts, about 600 characters: over X's 280, Bluesky's 300 and Threads' 500 as one post. */
  const FIVE = [
    ...PARTS.slice(0, 2).map((p) => p.replace(/^(\d)\//u, '$1/5')),
    '3/5 Contrast checks ran on every pull request, so the dark palette failed loudly until it passed them all.',
    '4/5 Support tickets about eye strain dropped from eleven a week to two in the first month after launch.',
    `5/5 ${PARTS[2]!.slice(3)}`,
  ];
  for (const platform of ['x', 'threads', 'bluesky'] as const) {
    it(`on ${platform}`, async () => {
      const text = FIVE.join('\n\n');
      const result = await scoreApi({ text, platform, one_post: true, want_fixes: true });
      expect(result.blockers.find((b) => b.code === 'over_limit')?.message).toMatch(
        /: post it as your thread of 5, or cut \d+ characters\.$/u,
      );
      const split = result.fixes!.find((f) => f.concept === 'over_limit');
      expect(split?.kind).toBe('split_thread');
      expect(textsOf(split!.text, splitThread(split!.text, platform)!.parts)).toEqual(FIVE);
    });
  }
});

describe('POST /api/v1/score cuts to fit', () => {
  it(
    'a post just over X’s 280 with an opener and a closing "Thoughts?" gets cut_to_limit alone: within ' + '280, every other word kept',
    async () => {
      const over = weightedLength(NEAR_LIMIT, 'x').weighted - 280;
      expect(over).toBeGreaterThan(0);
      expect(over).toBeLessThanOrEqual(42);
      const result = await scoreApi({ text: NEAR_LIMIT, platform: 'x', one_post: true, want_fixes: true });
      const overLimit = result.fixes!.filter((f) => f.concept === 'over_limit');
      expect(overLimit.map((f) => f.kind)).toEqual(['cut_to_limit']);
      const cut = overLimit[0]!;
      expect(cut.label).toBe('Fit the 280: drop "Thoughts?" and "Here\'s the thing"');
      expect(cut.text).toBe(NEAR_LIMIT.replace("Here's the thing: we", 'We').replace(' Thoughts?', ''));
      expect(weightedLength(cut.text, 'x').weighted).toBeLessThanOrEqual(280);
      expect(cut.mechanical).toBe(false);
    },
  );
});
