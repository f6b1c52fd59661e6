// Every word true: each reason names the words of the post it rests on, and they are whole words of the post;
// praise is never said without them; platitudes, placeholders and keyboard mash never publish; and words that
// only look like news ("everyone", "won't", "batch jobs", "breaking our checkout") give no news value.
import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/score';
import { extractFeatures } from '../../../shared/post/features';
import { hasWholeWords } from './wholeWords';
import { CONCRETE, GENERIC, MASH, PLACEHOLDERS, PLATITUDES, SLOTTED } from './corpus';

const ALL = [...PLATITUDES, ...PLACEHOLDERS, ...MASH, ...GENERIC, ...CONCRETE];
/** The one reason read from no particular words: how long the post is. */
const ABOUT_LENGTH = 'forecast:length';

describe('every reason names whole words of the post', () => {
  it.each(ALL)('%s', (text) => {
    for (const r of score({ text }).reasons) {
      for (const w of r.words) expect(hasWholeWords(text, w), `${r.concept} quotes "${w}"`).toBe(true);
    }
  });

  it('a strength always names its words', () => {
    for (const text of ALL) {
      for (const r of score({ text }).reasons.filter((x) => x.effect === 'up' && x.concept !== ABOUT_LENGTH)) {
        expect(r.words.length, `${r.concept} on "${text}"`).toBeGreaterThan(0);
      }
    }
  });

  it('a word is never found inside a longer word', () => {
    expect(hasWholeWords("we won't", 'won')).toBe(false);
    expect(hasWholeWords('batch jobs', 'jobs')).toBe(true);
    expect(hasWholeWords('jobsite', 'jobs')).toBe(false);
    expect(hasWholeWords("the children's lives", 'children')).toBe(true);
  });
});

describe('praise rests on its words', () => {
  it('warmth quotes a warm word that is in the post', () => {
    const r = score({ text: CONCRETE[2] as string }).reasons.find((x) => x.concept === 'warmth' && x.voice === 'editor');
    if (r) {
      expect(r.words.some((w) => /thanks|proud/iu.test(w))).toBe(true);
      expect(r.text).toContain(`"${r.words[0]}"`);
    }
  });

  it('no warmth reason where no word of thanks, praise or good wishes is', () => {
    for (const text of [...PLATITUDES, ...MASH, ...GENERIC, 'Please check if you want the free plan, or just like the old one.']) {
      expect(score({ text }).reasons.some((x) => x.concept === 'warmth')).toBe(false);
    }
  });

  it('concrete details are quoted, and only where there are numbers or names', () => {
    for (const text of ALL) {
      const r = score({ text }).reasons.find((x) => x.concept === 'specificity' && x.effect === 'up');
      if (r) expect(r.text).toContain(`"${r.words[0]}"`);
    }
    expect(
      score({ text: 'You will not believe what this one trick does to your mornings!' }).reasons.some(
        (x) => x.concept === 'specificity' && x.effect === 'up',
      ),
    ).toBe(false);
  });
});

describe('unfinished and empty posts are held', () => {
  it.each(PLATITUDES)('platitude: %s', (text) => {
    const r = score({ text });
    expect(r.decision).not.toBe('publish');
    expect(r.blockers.some((b) => b.code === 'vague')).toBe(true);
  });

  it.each(PLACEHOLDERS)('placeholder: %s', (text) => {
    const r = score({ text });
    expect(r.decision).toBe('reject');
    const b = r.blockers.find((x) => x.code === 'placeholder');
    expect(b?.severity).toBe('block');
    expect(b?.message).toMatch(/placeholder/u);
  });

  it.each(SLOTTED)(
    'a slot left for the writer is a placeholder, named in the reason, and ranks below the plain statement: %s',
    (plain, slotted) => {
      const r = score({ text: slotted });
      const slot = slotted.match(/\[[^\]]+\]/u)?.[0] as string;
      expect(r.decision).toBe('reject');
      expect(r.blockers.find((b) => b.code === 'placeholder')?.message).toContain(slot);
      expect(r.reasons.some((x) => x.concept === 'unfinished' && x.text.includes(slot))).toBe(true);
      expect(r.pre_publish_score).toBeLessThan(score({ text: plain }).pre_publish_score);
    },
  );

  it.each(MASH)('keyboard mash: %s', (text) => {
    const r = score({ text });
    expect(r.decision).toBe('reject');
    expect(r.blockers.find((x) => x.code === 'not_words')?.message).toMatch(/not (?:a word|words)/u);
  });

  it('concrete posts are not taken for platitudes, placeholders or mash', () => {
    for (const text of CONCRETE) {
      const codes = score({ text }).blockers.map((b) => b.code);
      expect(codes, text).not.toContain('vague');
      expect(codes, text).not.toContain('placeholder');
      expect(codes, text).not.toContain('not_words');
    }
  });

  it('a word that looks like a placeholder in ordinary use is not one', () => {
    for (const text of [
      'My todo list app now syncs across 3 devices.',
      'Read [the docs](https://example.com) before the 2.0 upgrade.',
      'I switched from QWERTY to Dvorak in 2019 and never looked back.',
    ]) {
      const codes = score({ text }).blockers.map((b) => b.code);
      expect(codes, text).not.toContain('placeholder');
      expect(codes, text).not.toContain('not_words');
    }
  });
});

describe('news value needs news', () => {
  it.each(GENERIC)('no news value from generic words: %s', (text) => {
    const r = score({ text });
    expect(r.reasons.some((x) => x.concept === 'news_value' || x.concept === 'forecast:announcement')).toBe(false);
  });

  it('a generic word alone is not news, a named event is', () => {
    expect(
      score({ text: 'Everyone will remember this. Nothing will be the same, never again.' }).reasons.some(
        (x) => x.concept === 'news_value',
      ),
    ).toBe(false);
    const news = score({ text: CONCRETE[0] as string }).reasons.find((x) => x.concept === 'news_value');
    expect(news?.words).toContain('Breaking news');
  });
});

describe('the markers of a numbered thread are neither names nor details', () => {
  it('takes the word after "2/" or a bullet as a sentence start, and a thread number as no number', () => {
    const text =
      '1/ We spent a year measuring why users churn.\n2/ Most teams cut features when they should cut steps.\n- The fix took 2 weeks.';
    const f = extractFeatures(text);
    const named = f.names.map((s) => text.slice(s.start, s.end));
    expect(named).not.toContain('Most');
    expect(named).not.toContain('The');
    expect(f.numbers.map((s) => text.slice(s.start, s.end))).toEqual(['2']);
    for (const r of score({ text, platform: 'linkedin' }).reasons.filter((x) => x.concept === 'specificity' && x.effect === 'up')) {
      expect(r.words).not.toContain('Most');
      expect(r.words).not.toContain('1');
    }
  });

  it('takes the capital after a label’s colon as a clause start, and "RT" as the repost marker it is, not as details', () => {
    const text = 'RT @desk: Update: The ferry to Arran is cancelled until Sunday.';
    const named = extractFeatures(text).names.map((s) => text.slice(s.start, s.end));
    expect(named).toEqual(['Arran', 'Sunday']);
    const detail = score({ text }).reasons.find((x) => x.concept === 'specificity' && x.effect === 'up');
    expect(detail?.words).toEqual(['Arran', 'Sunday']);
  });
});
