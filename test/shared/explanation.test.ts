// Reasons in two voices: the editor explains each concept once, in the direction it moves the editor's score;
// the data and the platforms' policies explain each forecast term once, in the direction it moves the forecast;
// and every reason's impact on pre_publish_score points the way its effect says.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { CONCEPTS, FITTED_CONCEPTS } from '../../shared/concepts/index';
import { FITTED } from '../../shared/params/fitted';
import { postContext } from '../../shared/post/postContext';
import { scoreConcepts } from '../../shared/editorModel/contributions';
import { prePublishScore } from '../../shared/editorModel/prePublish';
import { forecastPost } from '../../shared/forecast/forecast';
import { FORECAST } from '../../shared/params/forecast';
import type { Platform } from '../../shared/schemas';

// Posts of every kind, written for this test: plain, concrete, vague, baiting, shouting, insulting, long,
// in four languages, with links, mentions, hashtags, questions and thread markers.
const CORPUS: { text: string; platform: Platform }[] = [
  { text: 'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.', platform: 'x' },
  { text: 'We improved a lot of things recently and stuff is better now, I guess.', platform: 'x' },
  { text: 'Retweet if you love Mondays! Follow for follow!', platform: 'x' },
  { text: 'THIS IS THE BEST DEAL EVER!!! BUY NOW!!!', platform: 'x' },
  { text: 'People who still use tabs are idiots and clowns.', platform: 'x' },
  { text: 'ICYMI: our latest blog post on pricing https://example.com/p', platform: 'x' },
  { text: '@dana @lee @sam @kai @rio thanks for the help with the launch!', platform: 'x' },
  { text: 'Which test would you delete first from a 40-minute suite, and why?', platform: 'x' },
  { text: 'We launched the new API today. Thoughts?', platform: 'x' },
  { text: 'Humbled and honoured and thrilled to share some exciting news with my amazing network!', platform: 'linkedin' },
  { text: 'Leveraging synergies, we delve into the ever-evolving landscape of holistic growth.', platform: 'linkedin' },
  { text: 'Wir haben die Ladezeit unserer App von 3,2 auf 0,8 Sekunden gesenkt.', platform: 'x' },
  { text: 'Hemos reducido el consumo de memoria un 30 % en la versión 2.1.', platform: 'mastodon' },
  { text: 'Nous avons publié la version 1.4 : synchronisation hors ligne et import OPML.', platform: 'bluesky' },
  { text: '1/ a thread 🧵👇', platform: 'x' },
  { text: 'Congratulations to the 214 students who graduated today. So proud of every one of you!', platform: 'threads' },
];

describe('one explanation per concept, in the direction of its effect', () => {
  for (const { text, platform } of CORPUS) {
    it(`explains "${text.slice(0, 40)}…" once per concept, each reason in its contribution's direction`, () => {
      const r = score({ text, platform });
      const concepts = r.reasons.map((x) => x.concept);
      expect(new Set(concepts).size).toBe(concepts.length);

      const ctx = postContext(text, platform);
      const { items, z } = scoreConcepts(ctx, FITTED);
      for (const reason of r.reasons) {
        if (reason.effect === 'up') expect(reason.impact).toBeGreaterThanOrEqual(0);
        else expect(reason.impact).toBeLessThanOrEqual(0);
      }
      const forecast = forecastPost({ ctx, bait: items.some((i) => i.concept.id === 'engagement_bait') }, FORECAST);
      for (const reason of r.reasons.filter((x) => x.voice !== 'editor')) {
        const [kind, id] = reason.concept.split(':');
        const wordTerms = forecast.terms.filter((t) => t.id.startsWith('words_'));
        const units =
          kind === 'policy'
            ? forecast.policies.find((p) => p.id === id)?.units
            : id === 'words'
              ? wordTerms.reduce((s, t) => s + t.units, 0)
              : forecast.terms.find((t) => t.id === id)?.units;
        expect(units, reason.concept).toBeDefined();
        expect(Math.sign(units ?? 0)).toBe(reason.effect === 'up' ? 1 : -1);
        expect(reason.voice).toBe(kind === 'policy' ? 'policy' : 'data');
      }
      for (const reason of r.reasons.filter((x) => x.voice === 'editor')) {
        const item = items.find((i) => i.concept.id === reason.concept);
        expect(item, reason.concept).toBeDefined();
        const contribution = item?.contribution ?? 0;
        // Taking the concept out moves the score the other way: "up" reasons raise it, "down" ones lower it.
        const without = prePublishScore(z - contribution);
        if (reason.effect === 'up') expect(prePublishScore(z)).toBeGreaterThanOrEqual(without);
        else expect(prePublishScore(z)).toBeLessThanOrEqual(without);
        expect(Math.sign(contribution)).toBe(reason.effect === 'up' ? 1 : -1);
      }
    });
  }

  it('never tells a writer that a concrete number hurts, or that bait helps', () => {
    for (const { text, platform } of CORPUS) {
      const r = score({ text, platform });
      expect(r.reasons.filter((x) => x.concept === 'specificity' && x.effect === 'down')).toEqual([]);
      expect(r.reasons.filter((x) => x.concept === 'engagement_bait' && x.effect === 'up')).toEqual([]);
    }
  });

  it('ships every fitted effect with the sign its principle gives, or as 0', () => {
    for (const concept of FITTED_CONCEPTS) {
      const fitted = FITTED.effects[concept.id];
      expect(fitted, concept.id).toBeDefined();
      if (concept.effect.kind !== 'fitted' || !fitted) continue;
      expect(fitted.per_unit * concept.effect.sign).toBeGreaterThanOrEqual(0);
      if (!fitted.shipped) expect(fitted.per_unit).toBe(0);
    }
  });

  it('gives every concept a unique id and a plain label', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CONCEPTS) expect(c.label).toMatch(/^[A-Z]/u);
  });
});
