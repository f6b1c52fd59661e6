// One voice per word: where the editor marks words as a problem (a blocker or a warning, or the request its
// bait fix removes), no reason of any voice praises them, and "concrete details" are only the ones outside;
// where the old data liked the bait's words, the writer reads it once, as old data beside the platform's
// policy, never as a reason in the post's favour. Read from the result, the way a writer meets it.
import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/score';
import { calibrateAccount, dataSays, strengthsOf } from '../../../shared/index';
import type { ScoreResult } from '../../../shared/schemas';
import { COMBINED_POSTS, MARKED_POSTS } from './corpus';
import { favourable, marksOf, onlyMarked, praisedMarkedWords, quotesIn } from './markedWords';
import { syntheticAccount } from '../account/syntheticAccount';
import { CONCRETE } from '../evidence/corpus';

/** A reason that tells the old data's view: it names the years of the old posts. */
const OLD_DATA = /\b20\d\d–\d\d\b/u;

const scored = MARKED_POSTS.map((post) => ({ ...post, result: score({ ...post, want_fixes: true }) }));

describe('no reason praises what the editor marks', () => {
  it('the editor marks something in nearly every post of the corpus (so the property below is not vacuous)', () => {
    // A few are there for when the lexicons read them (Portuguese and Italian requests, a pointer that warns).
    const marked = scored.filter(({ result }) => marksOf(result).length > 0).length;
    expect(marked / scored.length).toBeGreaterThan(0.85);
  });

  it.each(scored.map((s) => [s.text.slice(0, 60), s] as const))('%s', (_name, { text, result }) => {
    expect(praisedMarkedWords(text, result)).toEqual([]);
  });

  it('nor in a concrete sentence joined to what the editor holds back, in six languages', () => {
    let marked = 0;
    for (const post of COMBINED_POSTS) {
      const result = score({ ...post, want_fixes: true });
      if (marksOf(result).length > 0) marked++;
      expect(praisedMarkedWords(post.text, result), post.text).toEqual([]);
    }
    expect(marked / COMBINED_POSTS.length).toBeGreaterThan(0.75);
  });

  it('nor do the panel\'s strengths and "What the data say", which read the same reasons', () => {
    for (const { text, result } of scored) {
      const marks = marksOf(result);
      const praised = [...strengthsOf(result), ...dataSays(result).filter(favourable)];
      for (const r of praised)
        for (const w of [...r.words, ...quotesIn(r.text)])
          expect(onlyMarked(text, marks, w), `${r.concept} "${w}" in "${text}"`).toBe(false);
    }
  });

  it('keeps the praise of words outside the marks', () => {
    const r = score({ text: 'Like this post if you launched something this week. I launched my app on Monday and got 120 signups!' });
    const details = r.reasons.find((x) => x.concept === 'specificity' && x.effect === 'up');
    expect(details?.words).toEqual(['Monday', '120']);
    expect(details?.text).toBe('Concrete details ("Monday" and "120") make it believable.');
    // The second "launched" is the writer's news; the first is inside the request.
    expect(r.reasons.find((x) => x.concept === 'news_value')?.words).toEqual(['launched']);
    // A post the editor marks nothing in keeps every strength it had.
    for (const text of CONCRETE) {
      const clean = score({ text });
      if (clean.blockers.length > 0) continue;
      expect(clean.reasons.filter((x) => x.effect === 'up').every((x) => x.words.length > 0 || x.concept === 'forecast:length')).toBe(true);
    }
  });
});

describe('the two posts a writer met', () => {
  it('"Like and retweet if you agree!!!": the editor blocks the bait, and no data reason calls its words good', () => {
    const text = 'Like and retweet if you agree!!! Everything about this is true and everyone needs to hear it';
    const r = score({ text, want_fixes: true });
    expect(r.blockers.find((b) => b.code === 'engagement_bait')?.span).toEqual({ start: 0, end: 16 });
    for (const x of r.reasons.filter(favourable)) {
      for (const w of ['retweet', 'agree', 'Everything', 'true']) expect(x.words, x.concept).not.toContain(w);
      expect(x.text).not.toMatch(/"(?:retweet|agree|everything|true)"/iu);
    }
    // The old data's view of "retweet" is said once, in the policy's reason, as old data and against the post.
    const old = r.reasons.filter((x) => OLD_DATA.test(x.text));
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ voice: 'policy', effect: 'down', concept: 'policy:engagement_bait' });
    expect(old[0]?.text).toMatch(
      new RegExp(
        String.raw`^In the old posts we measured \(2010–17\), words like "retweet"(?: and "[^"]+")? went with more ` +
          'likes and reposts; now X labels engagement bait for spam filtering',
        'u',
      ),
    );
  });

  it('"Tag 3 friends who need to see this!": the "3" of the request is no concrete detail', () => {
    const r = score({ text: 'Tag 3 friends who need to see this!', want_fixes: true });
    expect(r.decision).toBe('reject');
    expect(r.reasons.some((x) => x.concept === 'specificity')).toBe(false);
    expect(r.reasons.filter(favourable).flatMap((x) => x.words)).toEqual([]);
    expect(strengthsOf(r)).toEqual([]);
  });
});

describe('the old data speak at most once, as old data', () => {
  it("in every post of the corpus, and never in a reason in the post's favour", () => {
    for (const { text, platform, result } of scored) {
      const old = result.reasons.filter((x) => OLD_DATA.test(x.text));
      expect(old.length, text).toBeLessThanOrEqual(1);
      for (const x of old) {
        expect(x.effect).toBe('down');
        expect(x.voice).toBe('policy');
        // Framed as what old posts did, then what holds now: never as advice to keep the words.
        expect(x.text).toMatch(/^In the old posts we measured \(2010–17\), .*; now /u);
        expect(x.text).not.toMatch(/\b(?:keep|use more|add)\b/iu);
      }
      // Where the platform has no bait policy (or it was not in force), the old data's view is not said at all.
      if (!result.reasons.some((x) => x.concept === 'policy:engagement_bait')) expect(old, `${platform}: ${text}`).toEqual([]);
    }
  });

  it('a post dated before the policy gets no policy reason and no praise of its bait either', () => {
    const text = 'Retweet if you believe 2024 will be the year of open source! Please share with your friends who code.';
    const r = score({ text, posted_at: '2013-05-01', want_fixes: true });
    expect(r.reasons.some((x) => x.voice === 'policy')).toBe(false);
    expect(praisedMarkedWords(text, r)).toEqual([]);
  });
});

describe('the same in a thread and with an account', () => {
  it("a thread's head: its reasons praise nothing its bait takes", () => {
    const text =
      'RT if you agree: we cut our cloud bill 38% in March 🧵\n\nWe deleted 212 unattached volumes nobody ' +
      'owned.\n\nThen we tagged every bucket by team.';
    const r = score({ text, want_fixes: true });
    expect(r.thread).not.toBeNull();
    const head = text.slice(0, text.indexOf('\n\n'));
    const marks = r.blockers.filter((b) => b.span && b.span.end <= head.length).map((b) => b.span as NonNullable<typeof b.span>);
    for (const x of r.reasons.filter(favourable))
      for (const w of x.words) expect(onlyMarked(head, [...marks, { start: 0, end: 'RT if you agree:'.length }], w), w).toBe(false);
  });

  it("the account's own reasons: a term the account likes is not praised on words the editor marks", () => {
    // An account whose posts that open with a handle got twice the likes.
    const model = calibrateAccount(
      syntheticAccount({ posts: 400, medianImpressions: 5000, likeRate: 0.01, mentionLift: 2, snapshots: { t50: 120, shape: 1.5 } }),
    );
    const plain = score({ text: '@cityhall The council votes on the parks budget tonight at 7 pm.', account: model });
    expect(plain.reasons.find((x) => x.concept === 'forecast:opens_with_mention')?.effect).toBe('up');
    const posts: readonly string[] = [
      '@cityhall @parks @roads @water @transit @library @clinics tag 3 friends who need to see the budget vote tonight!',
      '@cityhall RT if you agree: the council votes on the parks budget tonight at 7 pm.',
    ];
    for (const text of posts) {
      const r: ScoreResult = score({ text, account: model, want_fixes: true });
      expect(marksOf(r).length).toBeGreaterThan(0);
      expect(praisedMarkedWords(text, r), text).toEqual([]);
    }
  });
});
