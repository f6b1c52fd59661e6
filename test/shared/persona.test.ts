// The persona moves audience_resonance toward posts written for that audience: the same post resonates more
// with readers of its own topic than with readers of another, and without a persona it is neutral.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { NEUTRAL_RESONANCE } from '../../shared/audience/resonance';

// A post, a persona it is written for, and one it is not.
const PAIRS: { post: string; matching: string; unrelated: string }[] = [
  {
    post:
      'Finally sent my first V5 at the bouldering gym after three months of projecting it. Those crimps ' +
      'felt impossible until last week.',
    matching: 'climbers',
    unrelated: 'pension fund managers',
  },
  {
    post: 'Rebalanced the portfolio this quarter: bonds back to 40% now that yields are above 4%, and the dividend funds stay as they are.',
    matching: 'retail investors',
    unrelated: 'kindergarten teachers',
  },
  {
    post: 'We cut our CI pipeline from 19 minutes to 6 by caching the Docker layers and running the database tests in parallel.',
    matching: 'backend developers',
    unrelated: 'dog owners',
  },
  {
    post: 'Moved the dahlias to the sunny border and mulched the raised beds before the frost. The tomatoes held on until October.',
    matching: 'home gardeners',
    unrelated: 'indie SaaS founders',
  },
  {
    post:
      'Our toddler finally sleeps through the night. What worked: the same bedtime story, lights off at 7, ' +
      'and no screens after dinner.',
    matching: 'new parents',
    unrelated: 'car mechanics',
  },
  {
    post: 'New guidance for clinicians: check kidney function before raising the metformin dose in older patients with type 2 diabetes.',
    matching: 'primary care doctors',
    unrelated: 'professional gamers',
  },
  {
    post: 'A non-compete clause signed before the new statute took effect may still be void: two courts have now ruled on it.',
    matching: 'employment lawyers',
    unrelated: 'marathon runners',
  },
  {
    post:
      'Sourdough tip: feed the starter twelve hours before you bake, and let the dough rest in the fridge ' +
      'overnight for a better crust.',
    matching: 'home bakers',
    unrelated: 'software engineers',
  },
  {
    post: 'Recorded the whole album live in one room this time: drums, bass and two guitars, no click track. Out on vinyl in March.',
    matching: 'indie musicians',
    unrelated: 'tax accountants',
  },
  {
    post:
      'Tried exit tickets with my Year 8 class this term: three questions at the end of each lesson, and I ' +
      'plan the next one from the answers.',
    matching: 'secondary school teachers',
    unrelated: 'real estate agents',
  },
  {
    post: 'The speedrun route skips the second dungeon entirely now: a clip through the wall saves four minutes. Any% record is 41:12.',
    matching: 'gamers',
    unrelated: 'wedding photographers',
  },
  {
    post:
      'Booked Lisbon to Porto by train instead of flying: three hours, no airport queues, and the hotel is ' +
      'a short walk from the station.',
    matching: 'budget travelers',
    unrelated: 'oncology nurses',
  },
  {
    post: 'Mortgage rates dipped to 6.1% this week and first-time buyers are back: three offers on every two-bedroom listing we showed.',
    matching: 'realtors and homebuyers',
    unrelated: 'beekeeping hobbyists',
  },
  {
    post:
      'Our newsletter open rate went from 31% to 44% after we moved the send to Tuesday morning and cut ' +
      'the subject line to five words.',
    matching: 'B2B marketers',
    unrelated: 'retired gardeners',
  },
  {
    post: 'Finished my first cardigan: chunky merino yarn, cable stitch on the sleeves, and the pattern only took two tries to get right.',
    matching: 'knitters',
    unrelated: 'startup founders',
  },
  {
    post:
      'Our rescue puppy finally walks on a loose leash. Ten minutes of training before breakfast, treats ' +
      'in the pocket, every single day.',
    matching: 'dog owners',
    unrelated: 'patent attorneys',
  },
];

describe('persona', () => {
  it('resonates more with the audience a post is written for than with an unrelated one', () => {
    for (const { post, matching, unrelated } of PAIRS) {
      const yes = score({ text: post, persona: matching }).audience_resonance;
      const no = score({ text: post, persona: unrelated }).audience_resonance;
      expect(yes, `${matching} vs ${unrelated}`).toBeGreaterThan(no);
      expect(yes, matching).toBeGreaterThan(NEUTRAL_RESONANCE);
      expect(no, unrelated).toBeLessThanOrEqual(NEUTRAL_RESONANCE);
    }
  });

  it('is neutral without a persona, and then no audience reason is said', () => {
    for (const { post } of PAIRS) {
      const r = score({ text: post });
      expect(r.audience_resonance).toBe(NEUTRAL_RESONANCE);
      expect(r.layers_used).not.toContain('audience_resonance');
      expect(r.reasons.some((x) => x.concept === 'audience')).toBe(false);
    }
  });

  it('never raises the score for an unrelated persona, nor lowers it for a matching one', () => {
    for (const { post, matching, unrelated } of PAIRS) {
      const none = score({ text: post }).pre_publish_score;
      expect(score({ text: post, persona: unrelated }).pre_publish_score).toBeLessThanOrEqual(none);
      expect(score({ text: post, persona: matching }).pre_publish_score).toBe(none);
    }
  });

  it('names the words of the post the match rests on', () => {
    const r = score({ text: PAIRS[0]?.post as string, persona: 'climbers' });
    const reason = r.reasons.find((x) => x.concept === 'audience');
    expect(reason?.effect).toBe('up');
    expect(reason?.text).toMatch(/^Speaks to climbers: /u);
    expect(reason?.words).toEqual(expect.arrayContaining(['V5', 'bouldering']));
    for (const w of reason?.words ?? []) expect(PAIRS[0]?.post).toContain(w);
  });

  it('says which topic a post plainly about another one is about', () => {
    const r = score({ text: PAIRS[3]?.post as string, persona: 'indie SaaS founders' });
    const reason = r.reasons.find((x) => x.concept === 'audience');
    expect(reason?.effect).toBe('down');
    expect(reason?.words.length).toBeGreaterThan(0);
  });

  it('meets a broad persona with a post on a narrower topic within it', () => {
    expect(score({ text: PAIRS[0]?.post as string, persona: 'athletes' }).audience_resonance).toBeGreaterThan(NEUTRAL_RESONANCE);
  });

  it('leaves a post with no topic at all neutral for any persona', () => {
    for (const persona of ['climbers', 'pension fund managers']) {
      expect(score({ text: 'Thank you all for the kind words this week. It meant a lot.', persona }).audience_resonance).toBe(
        NEUTRAL_RESONANCE,
      );
    }
  });
});
