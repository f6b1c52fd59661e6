// The generic model's guess for a draft scored with an account comes from the same pass as the account's score,
// and is what scoring the draft a second time without the account gave (as the API's receipts used to get it).
import { describe, expect, it } from 'vitest';
import { calibrateAccount, coldStartGuess, scoreChecked, scoreCheckedWithColdStart, type Platform } from '../../../shared/index';
import { ENGINE_CORPUS } from '../fixtures/engineCorpus';
import { syntheticAccount } from './syntheticAccount';

const DRAFTS = [
  'The council votes on the parks budget tonight: here is what changes for families on the east side.',
  '@cityhall Update 12 on the roads plan: the council votes on the water budget tonight at 7 pm.',
  'RT IF YOU AGREE!!! Like if you love it, follow for follow #a #b #c #d #e #f',
  ...ENGINE_CORPUS.filter((_, i) => i % 5 === 0).map((d) => d.text),
];

describe('the cold-start guess from the same pass', () => {
  for (const platform of ['x', 'linkedin'] as Platform[]) {
    const calibrated = calibrateAccount(
      syntheticAccount({ posts: 400, medianImpressions: 5000, likeRate: 0.01, mentionLift: 2, snapshots: { t50: 120, shape: 1.5 } }),
      { platform },
    );
    const young = calibrateAccount(syntheticAccount({ posts: 12 }), { platform });

    it(`is the guess of a second score without the account, and the result is the account's score (${platform})`, () => {
      for (const [i, text] of DRAFTS.entries()) {
        for (const account of [calibrated, young]) {
          const persona = i % 2 === 0 ? 'parents' : undefined;
          const request = { text, platform, persona, explain: 'full' as const, want_fixes: i % 3 === 0 };
          const { result, coldStart } = scoreCheckedWithColdStart({ ...request, account });
          expect(coldStart, text).toEqual(coldStartGuess(scoreChecked({ text, persona, platform })));
          expect(result, text).toEqual(scoreChecked({ ...request, account }));
        }
      }
    });
  }

  it('differs from the account’s own forecast, which the result carries', () => {
    const account = calibrateAccount(syntheticAccount({ posts: 400, medianImpressions: 50_000 }));
    const { result, coldStart } = scoreCheckedWithColdStart({ text: DRAFTS[0] as string, account });
    expect(result.expected_engagement?.impressions?.median).toBeGreaterThan(10 * coldStart.impressions);
    expect(coldStart.impressions).toBeGreaterThan(0);
  });

  it('without an account is the guess of the score itself', () => {
    for (const text of DRAFTS) {
      const { result, coldStart } = scoreCheckedWithColdStart({ text, platform: 'bluesky' });
      expect(coldStart).toEqual(coldStartGuess(result));
    }
  });
});
