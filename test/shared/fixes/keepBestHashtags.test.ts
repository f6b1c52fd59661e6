// keep_best_hashtags: each platform's number of tags, the topical ones first, the rest removed cleanly.
import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';
import { editedText, fixOf } from './fixOf';

describe('keep_best_hashtags', () => {
  it('keeps two on X: the topical tag, then the earliest; drops the rest and their spaces', () => {
    const input = {
      text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour. #startups #onboarding #growth #motivation #ux',
    };
    const fix = fixOf('keep_best_hashtags', input);
    expect(fix).toMatchObject({
      concept: 'hashtags',
      label: 'Keep #startups #onboarding, drop 3 other hashtags',
      text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour. #startups #onboarding',
    });
    expect(editedText(input, fix!)).toBe(' #growth #motivation #ux');
  });

  it('keeps one on Threads, and drops a tag that asks for follows first', () => {
    const input = {
      text: 'Our #onboarding rewrite cut setup from 20 minutes to 4. #saas #followback #ux #growth',
      platform: 'threads' as const,
    };
    expect(fixOf('keep_best_hashtags', input)).toMatchObject({
      label: 'Keep #onboarding, drop 4 other hashtags',
      text: 'Our #onboarding rewrite cut setup from 20 minutes to 4.',
    });
  });

  it('keeps five on LinkedIn, three on Bluesky and five on Mastodon', () => {
    const point = 'New dark mode ships today for every plan, and it follows your system setting.';
    expect(
      fixOf('keep_best_hashtags', {
        text:
          `We moved 40 services to one queue and paged nobody at night for a month. #devops #Queues #sre ` +
          `#cloud #tech #Kubernetes #career #life #motivation`,
        platform: 'linkedin',
      })?.text,
    ).toBe('We moved 40 services to one queue and paged nobody at night for a month. #devops #Queues #sre #cloud #tech');
    expect(fixOf('keep_best_hashtags', { text: `${point} #design #darkmode #css #webdev #frontend`, platform: 'bluesky' })?.text).toBe(
      `${point} #design #darkmode #css`,
    );
    expect(
      fixOf('keep_best_hashtags', { text: `${point} #design #darkmode #css #webdev #frontend #ui #a11y`, platform: 'mastodon' })?.text,
    ).toBe(`${point} #design #darkmode #css #webdev #frontend`);
  });

  it("prefers the tags that name the audience's topic", () => {
    const input = {
      text: 'Onboarding notes for indie founders: we cut setup to 4 minutes. #marketing #founders #saas #ux',
      persona: 'indie SaaS founders',
    };
    expect(fixOf('keep_best_hashtags', input)?.text).toBe(
      'Onboarding notes for indie founders: we cut setup to 4 minutes. #founders #saas',
    );
  });

  it('a dropped tag inside a sentence keeps its word and loses its sign', () => {
    const input = { text: 'Shipped #darkmode for #iOS and #Android today, and the #design team finally sleeps. #css #ux' };
    const fix = fixOf('keep_best_hashtags', input);
    expect(fix?.text).toBe('Shipped #darkmode for #iOS and Android today, and the design team finally sleeps.');
    expect(score({ text: fix!.text }).blockers.filter((b) => b.code === 'too_many_hashtags')).toEqual([]);
  });

  it('a dropped tag followed only by a handle is not inside a sentence: it goes', () => {
    const input = { text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour. #onboarding #ux #saas @acme' };
    expect(fixOf('keep_best_hashtags', input)?.text).toBe(
      'We cut onboarding from 20 minutes to 4 by deleting the product tour. #onboarding #ux @acme',
    );
  });

  it('offers nothing within the norm', () => {
    expect(
      fixOf('keep_best_hashtags', { text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour. #onboarding #ux' }),
    ).toBeUndefined();
  });
});
