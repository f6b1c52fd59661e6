import { describe, expect, it } from 'vitest';
import { score, scoreChecked, ScoreResult, ENGINE_VERSION } from '../../shared/index';

const clean =
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step in your product would you delete first?';

describe('score', () => {
  it('returns every field of the score result the contract defines, parsing with the ScoreResult schema', () => {
    const r = score({ text: clean });
    expect(ScoreResult.parse(r)).toEqual(r);
    expect(r.expected_engagement).toBeNull();
    expect(r.layers_used).toEqual(['phoenix', 'view_curve']);
    expect(r.engine_version).toBe(ENGINE_VERSION);
  });
  it('gives the same result for the same input, band included', () => {
    expect(score({ text: clean, persona: 'SaaS founders' })).toEqual(score({ text: clean, persona: 'SaaS founders' }));
  });
  it('publishes a clear post with a specific question', () => {
    expect(score({ text: clean }).decision).toBe('publish');
  });
  it('rejects engagement bait', () => {
    expect(score({ text: 'Like if you agree, RT if you love it!' }).decision).toBe('reject');
  });
  it('asks to revise a post with a warning', () => {
    expect(score({ text: 'Great product launch today, check it out #launch #product #startup' }).decision).toBe('revise');
  });
  it('ranks a clear post above the same point made as bait', () => {
    const bait = score({ text: 'We cut onboarding from 20 minutes to 4. RT if you agree!' });
    expect(score({ text: clean }).pre_publish_score).toBeGreaterThan(bait.pre_publish_score);
  });
  it('keeps scores on their documented scales', () => {
    const r = score({ text: clean });
    for (const v of [r.pre_publish_score, r.composite_score, r.audience_resonance]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    for (const v of Object.values(r.composite_dimensions)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });
  it('rejects text outside 10 to 4000 characters, counted in code points', () => {
    expect(() => score({ text: 'too short' })).toThrow(/10 to 4000/);
    expect(() => score({ text: '👍'.repeat(4001) })).toThrow(/got 4001/);
    expect(score({ text: '👍'.repeat(10) }).length.weighted).toBe(20);
  });
});

describe('composite dimensions', () => {
  it('tells a specific question from a generic closer', () => {
    const specific = score({ text: 'We moved our docs into the app. Which page of your docs gets read the most?' });
    const generic = score({ text: 'We moved our docs into the app. Thoughts?' });
    expect(specific.composite_dimensions.reply_trigger_score).toBeGreaterThan(generic.composite_dimensions.reply_trigger_score);
  });
  it("raises annoy_risk with the negative actions' share", () => {
    const calm = score({ text: 'We shipped dark mode today after many requests from users.' });
    const annoying = score({ text: 'RT IF YOU AGREE!!! FOLLOW FOR FOLLOW!!! #a #b #c #d' });
    expect(annoying.composite_dimensions.annoy_risk).toBeGreaterThan(calm.composite_dimensions.annoy_risk);
  });
  it('scores a short concrete hook above a rambling opener', () => {
    const strong = score({ text: 'Why most onboarding flows fail in the first minute.\nThey ask for too much.' });
    const weak = score({
      text: 'so basically i was thinking about a lot of things today and one of them was about how onboarding works in various products',
    });
    expect(strong.composite_dimensions.hook_strength).toBeGreaterThan(weak.composite_dimensions.hook_strength);
  });
});

describe('audience resonance', () => {
  it('is the neutral 50 without a persona', () => {
    expect(score({ text: clean }).audience_resonance).toBe(50);
  });
  it("is higher when the post speaks to the persona's topic", () => {
    const persona = 'SaaS founders working on onboarding and activation';
    const onTopic = score({ text: clean, persona });
    const offTopic = score({ text: 'The sunset over the lake tonight was the best one of the summer so far.', persona });
    expect(onTopic.audience_resonance).toBeGreaterThan(offTopic.audience_resonance);
    expect(onTopic.layers_used).toContain('audience_resonance');
  });
});

describe('audience panel', () => {
  it('adds 5 to 8 readers only when asked, deterministically', () => {
    expect(score({ text: clean }).panel).toBeUndefined();
    const a = score({ text: clean, want_panel: true, persona: 'founders' });
    expect(a.panel?.length).toBeGreaterThanOrEqual(5);
    expect(a.panel?.length).toBeLessThanOrEqual(8);
    expect(a.layers_used).toContain('panel');
    expect(score({ text: clean, want_panel: true, persona: 'founders' }).panel).toEqual(a.panel);
  });
  it('has the skeptic mute bait', () => {
    const r = score({ text: 'RT if you agree! Like if you love this product launch', want_panel: true });
    expect(r.panel?.find((p) => p.archetype === 'Skeptic')?.reaction).toBe('mute');
  });
});

describe('reasons', () => {
  it('names a fitted predictor by what the post has, and tells each topic once', () => {
    const r = score({ text: 'We cut onboarding from 20 minutes to 4. Which step would you delete first?' });
    const texts = r.reasons.map((x) => x.text);
    expect(texts.some((t) => /^A link\b/u.test(t))).toBe(false);
    const topics = texts.map((t) => t.split(':')[0]);
    expect(new Set(topics).size).toBe(topics.length);
  });
  it('leads with a blocking problem, once', () => {
    const r = score({ text: 'RT if you agree! We cut onboarding from 20 minutes to 4.' });
    expect(r.reasons[0]).toMatchObject({ effect: 'down', concept: 'engagement_bait' });
    expect(r.reasons[0]?.text).toContain('"RT if"');
    expect(r.reasons.filter((x) => x.concept === 'engagement_bait')).toHaveLength(1);
  });
});

describe('scoreChecked (the extension keystroke path, without the contract check)', () => {
  it('gives the same result as score for a request that meets the contract', () => {
    for (const request of [
      { text: 'We cut onboarding from 20 minutes to 4. Which step would you delete first?' },
      { text: 'RT if you agree!!! Follow for follow #a #b #c #d', platform: 'bluesky' as const, persona: 'indie SaaS founders' },
      { text: '1/ We shipped annual plans.\n2/ Revenue doubled in a quarter.\n3/ Next: monthly discounts.', want_panel: true },
    ]) {
      expect(scoreChecked(request)).toEqual(score(request));
    }
  });

  it('leaves the check to score: a text shorter than the contract allows is refused there', () => {
    expect(() => score({ text: 'short' })).toThrow(/10 to 4000 characters/);
  });
});
