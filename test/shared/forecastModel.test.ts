// The forecast voice: what it measures, how it counts a platform's length, when the word table may speak, the
// platform's policies as named terms, and reasons that rest on words in the post.
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../shared/post/features';
import { weightedLength } from '../../shared/post/length';
import { FORECAST_FEATURES, readForecastFeatures } from '../../shared/forecast/forecastFeatures';
import { linkKinds } from '../../shared/post/attachmentLink';
import { wordModelApplies, wordScore, wordTokens } from '../../shared/forecast/wordModel';
import { forecastPost } from '../../shared/forecast/forecast';
import { FORECAST } from '../../shared/params/forecast';
import { PLATFORM_PRIORS } from '../../shared/platformFacts/priors';
import { score } from '../../shared/score';
import { postContext } from '../../shared/post/postContext';
import type { Platform } from '../../shared/schemas';

const read = (text: string, platform: Platform = 'x') => {
  const ctx = postContext(text, platform);
  const f = ctx.f;
  const r = readForecastFeatures(ctx);
  const at = (id: (typeof FORECAST_FEATURES)[number]) => r.vector[FORECAST_FEATURES.indexOf(id)] as number;
  return { f, r, at };
};

describe('forecast measurements', () => {
  it('keeps a trailing t.co link (an attachment in API text) apart from a link a writer typed', () => {
    expect(linkKinds(extractFeatures('Our report on transit funding https://t.co/AbCdEf1234'))).toEqual({ external: 0, attachment: true });
    expect(linkKinds(extractFeatures('Our report on transit funding https://example.org/report'))).toEqual({
      external: 1,
      attachment: false,
    });
    // A t.co link followed by more text is a link the writer put there.
    expect(linkKinds(extractFeatures('Read https://t.co/AbCdEf1234 before the vote'))).toEqual({ external: 1, attachment: false });
    // Two t.co links: the last is the attachment, the first a link.
    expect(linkKinds(extractFeatures('Read https://t.co/AbCdEf1234 https://t.co/ZyXwVu9876'))).toEqual({ external: 1, attachment: true });
  });

  it("counts the length the writer typed the platform's way, without an attachment link", () => {
    const body = 'a'.repeat(270);
    const withMedia = `${body} https://t.co/AbCdEf1234`;
    expect(weightedLength(withMedia, 'x').weighted).toBeGreaterThan(280);
    expect(read(withMedia).r.typedLength).toBe(270);
    // So the platform's over-limit policy does not fire on a post that was published with a photo.
    const forecast = forecastPost({ ctx: postContext(withMedia, 'x'), bait: false }, FORECAST);
    expect(forecast.policies.map((p) => p.id)).not.toContain('over_limit');
    expect(score({ text: withMedia }).blockers.map((b) => b.code)).not.toContain('over_limit');
    expect(score({ text: `${body} https://example.org/a-link-the-writer-typed` }).blockers.map((b) => b.code)).toContain('over_limit');
  });

  it('reads opening handles, questions, exclamations, orders and forwarded words in several languages', () => {
    expect(read('@dana the build is green again').at('opens_with_mention')).toBe(1);
    expect(read('¿Quién ganó el partido de ayer en Madrid?').at('question')).toBe(1);
    expect(read('Wir haben es geschafft!').at('exclamation')).toBe(1);
    expect(read('Regardez la vidéo de notre lancement').at('imperative_opener')).toBe(1);
    expect(read('We read the report twice').at('imperative_opener')).toBe(0);
    expect(read('Ich habe heute meinen ersten Marathon beendet').at('first_person')).toBe(1);
    expect(read('Great point RT @dana: the build is green').at('manual_repost')).toBe(1);
  });
});

describe('the word table', () => {
  it('speaks for English posts and posts whose language cannot be told, not for posts in another language', () => {
    expect(wordModelApplies(extractFeatures('Thank you to every volunteer who came out today'))).toBe(true);
    expect(wordModelApplies(extractFeatures('Die Bahn ist heute wieder pünktlich und das ist schön'))).toBe(false);
    expect(wordScore(extractFeatures('Die Bahn ist heute wieder pünktlich und das ist schön'), new Map([['die', -1]])).score).toBe(0);
  });

  it('scores a post by its words, over the square root of its word count, and names the words it used', () => {
    const f = extractFeatures('Thank you volunteers #community');
    expect(wordTokens(f)).toEqual(['thank', 'you', 'volunteers', '#community']);
    const s = wordScore(
      f,
      new Map([
        ['thank', 0.2],
        ['#community', 0.1],
      ]),
    );
    expect(s.score).toBeCloseTo(0.3 / Math.sqrt(5), 10);
    expect(s.hits.map((h) => h.word).sort()).toEqual(['#community', 'thank']);
  });

  it('ships a table fitted by npm run fit, with the evidence each measurement shipped on', () => {
    const shippedTables = Object.entries(FORECAST.words).filter(([name]) => FORECAST.effects[name]?.shipped);
    expect(shippedTables.length).toBeGreaterThan(0);
    for (const [name, table] of shippedTables) expect(Object.keys(table).length, name).toBeGreaterThan(100);
    // A table that did not ship is not carried: the engine would never read it.
    for (const [name, table] of Object.entries(FORECAST.words)) if (!FORECAST.effects[name]?.shipped) expect(table).toEqual({});
    for (const [id, effect] of Object.entries(FORECAST.effects)) {
      if (!effect.shipped) expect(effect.verdict, id).not.toMatch(/^same sign/u);
      else expect(effect.folds_helped, id).toBeGreaterThanOrEqual(3);
    }
    // Hashtags and mentions flip between kinds of accounts: never in the generic forecast.
    expect(FORECAST.effects.hashtags?.shipped).toBe(false);
    expect(FORECAST.effects.mentions?.shipped).toBe(false);
  });
});

describe('the forecast in the score', () => {
  it("names a platform's policy as policy, and only where the platform has one", () => {
    const bait = 'We shipped offline sync today. Like and retweet if you agree!';
    const onX = score({ text: bait, platform: 'x' }).reasons.filter((r) => r.voice === 'policy');
    expect(onX.map((r) => r.concept)).toEqual(['policy:engagement_bait']);
    expect(onX[0]?.text).toMatch(/not our data/u);
    expect(score({ text: bait, platform: 'mastodon' }).reasons.filter((r) => r.voice === 'policy')).toEqual([]);
  });

  it('counts a policy only for a post posted on or after the day it is in force; the editor judges every date alike', () => {
    const bait = 'We shipped offline sync today. Like and retweet if you agree!';
    const policies = (r: ReturnType<typeof score>) => r.reasons.filter((x) => x.voice === 'policy').map((x) => x.concept);
    const now = score({ text: bait, platform: 'x' });
    const in2013 = score({ text: bait, platform: 'x', posted_at: '2013-05-07T07:45:38Z' });
    const in2026 = score({ text: bait, platform: 'x', posted_at: '2026-11-01' });
    // Before X's policy the post is forecast on the data alone: no policy term, a higher forecast.
    expect(policies(in2013)).toEqual([]);
    expect(in2013.phoenix_score).toBeGreaterThan(now.phoenix_score);
    expect(in2026).toEqual(now);
    // The editor's verdict, blockers and reasons do not depend on the date (their points do: they are read on a
    // score that the forecast moves).
    expect(in2013.decision).toBe(now.decision);
    expect(in2013.blockers).toEqual(now.blockers);
    const editorSays = (r: ReturnType<typeof score>) => r.reasons.filter((x) => x.voice === 'editor').map(({ impact: _, ...said }) => said);
    expect(editorSays(in2013)).toEqual(editorSays(now));
    // The day is the UTC day: 23:30 at UTC−1 on the day before Meta's post is already its day.
    expect(policies(score({ text: bait, platform: 'threads', posted_at: '2017-12-17T23:59:59Z' }))).toEqual([]);
    expect(policies(score({ text: bait, platform: 'threads', posted_at: '2017-12-17T23:30:00-01:00' }))).toEqual([
      'policy:engagement_bait',
    ]);
    expect(policies(score({ text: bait, platform: 'threads', posted_at: '2017-12-18' }))).toEqual(['policy:engagement_bait']);
    // A rule as old as the platform has no day: an over-limit post is held whatever its date.
    const long = `${'We moved the whole build to a cache keyed by the lockfile. '.repeat(6)}`;
    expect(policies(score({ text: long, platform: 'x', one_post: true, posted_at: '2013-05-07' }))).toContain('policy:over_limit');
  });

  it('refuses a posted_at that is not an ISO 8601 date or date-time', () => {
    for (const posted_at of ['yesterday', '2013-13-01', 'Tue May 07 07:45:38 +0000 2013', '2013-05-07T07:45:38']) {
      expect(() => score({ text: 'We shipped offline sync today for every plan.', posted_at })).toThrow(/posted_at/u);
    }
  });

  it('says only words that are in the post when the word table moves it', () => {
    for (const text of [
      'Thank you to every volunteer who turned out for the flood cleanup today.',
      'Watch live: the committee hearing on the budget starts now.',
    ]) {
      const r = score({ text });
      for (const reason of r.reasons.filter((x) => x.concept === 'forecast:words')) {
        const quoted = [...reason.text.matchAll(/"([^"]+)"/gu)].map((m) => m[1] as string);
        expect(quoted.length).toBeGreaterThan(0);
        for (const w of quoted) expect(text.toLowerCase()).toContain(w);
      }
    }
  });

  it('forecasts different reach for the same text on different platforms, from their cited priors', () => {
    const text = 'We cut our CI from 41 minutes to 6 by caching the dependency layer and splitting tests by timing.';
    const K = Object.fromEntries((['x', 'threads', 'mastodon'] as const).map((p) => [p, score({ text, platform: p }).view_curve.K]));
    expect(new Set(Object.values(K)).size).toBe(3);
    expect((K.threads as number) / (K.x as number)).toBeCloseTo(
      PLATFORM_PRIORS.threads.reachPerFollower.value / PLATFORM_PRIORS.x.reachPerFollower.value,
      1,
    );
    for (const p of Object.values(PLATFORM_PRIORS))
      for (const figure of [p.likeRate, p.repostRatio, p.replyRatio, p.reachPerFollower, p.halfLifeMin])
        expect(figure.source.length).toBeGreaterThan(10);
  });

  it('leaves the editor to decide: the data never send a clean post back', () => {
    // A short plain post the data expect little of still gets the editor's verdict.
    const r = score({ text: 'New office hours: Tuesdays 2-4pm in room 210.' });
    expect(r.decision).toBe('publish');
  });
});

describe("the data's reasons say what the data say", () => {
  it('says longer posts did better whichever way this post differs from a typical one', () => {
    const short = score({ text: 'Budget vote moved to Friday.' }).reasons.find((r) => r.concept === 'forecast:length');
    const long = score({
      text:
        'The budget vote moved to Friday because the transit committee asked for two more days to cost the ' +
        "new bus lanes, the school repairs and the library hours that residents asked for at last week's " +
        'hearing.',
    }).reasons.find((r) => r.concept === 'forecast:length');
    expect((FORECAST.effects.length?.per_unit ?? 0) > 0).toBe(true);
    expect(short?.effect).toBe('down');
    expect(short?.text).toMatch(/^Longer posts got more likes.* fewer than a typical post\.$/u);
    expect(long?.effect).toBe('up');
    expect(long?.text).toMatch(/^Longer posts got more likes.* more than a typical post\.$/u);
  });
});
