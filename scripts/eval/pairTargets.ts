// The targets every evaluation on pairs of texts holds (wording pairs, headline tests): the forecast picks the
// better text in at least its share of pairs, pre_publish_score (which judges craft) at least its own, and the
// forecast beats every simple rule on the same pairs.
import { forecastAheadTarget } from './forecastAhead';
import { pairShares, type PairTallies } from './pairTallies';
import { atLeast, type Target } from './target';

/** The shares each scorer must reach. */
export interface PairGoals {
  forecast: number;
  prePublish: number;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** `better` names the text that did better, as the goals say it: "headline clicked more", "more retweeted wording". */
export function pairTargets(tallies: PairTallies, better: string, goals: PairGoals): Target[] {
  const share = pairShares(tallies);
  return [
    atLeast(`forecast: ${better} scores higher in >= ${pct(goals.forecast)} of pairs`, share.forecast, goals.forecast, 'share'),
    atLeast(
      `pre_publish_score: ${better} scores higher in >= ${pct(goals.prePublish)} of pairs`,
      share.pre_publish,
      goals.prePublish,
      'share',
    ),
    forecastAheadTarget(share, 'points'),
  ];
}
