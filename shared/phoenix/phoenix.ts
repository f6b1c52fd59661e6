// The phoenix layer: per-impression action probabilities and X's weighted score over them, the forecast's
// voice in X's terms. Each action starts at its base rate and is moved by the forecast's terms (shared/forecast/):
// the data's measurements and the platform's policies, each a multiplier on the actions it moves. The effects are
// fitted on likes; the other positive actions move with likes (the accounts' reposts and replies follow their
// likes), and the negative actions stay at their base rates: no outcome data says what moves them.
import type { Multiplier, PhoenixActionName, PhoenixDetail, Platform, ScoreResult } from '../schemas';
import { PLATFORM_PRIORS } from '../platformFacts/priors';
import type { TextFeatures } from '../post/features';
import { ACTIONS, ACTION_WEIGHTS, WEIGHTS_SOURCE, weightedScore } from '../platformFacts/weights';
import { BASE_RATES, OPEN_LINK_RATIO_WITH_URL } from '../platformFacts/baseRates';
import { POSITIVE_ACTIONS, TOTAL_FACTOR_BOUND } from '../platformFacts/actionResponse';
import { significant } from './significant';

/** One term of the forecast as it moves the actions: a log-multiplier on every positive action. */
export interface ActionMove {
  id: string;
  label: string;
  /** ln of the factor on the positive actions. */
  log: number;
}

/** Continuations of a thread reach followers only and rank ×0.75, as X handles replies. */
export const REPLY_SCORE_FACTOR = 0.75;
/** How many actions phoenix_actions_top lists. */
export const TOP_ACTIONS = 8;
/** Below this distance from 1 a multiplier is not worth listing. */
const VISIBLE = 0.01;

interface ScoredAction {
  action: PhoenixActionName;
  weight: number;
  base: number;
  probability: number;
  /** Rounded as reported (6 significant digits). */
  contribution: number;
}

export interface PhoenixResult {
  score: number;
  net: number;
  positive: number;
  negative: number;
  top: ScoreResult['phoenix_actions_top'];
  /** Every action before rounding: phoenixDetail builds the explanation trace from them on request. */
  scored: ScoredAction[];
  /** The terms the actions were moved by, for the trace's multipliers. */
  moves: readonly ActionMove[];
}

/**
 * An action's base rate on the platform: the platform's like rate (shared/platformFacts/priors.ts, cited there)
 * times the action's ratio to likes, the platform's own for reposts and replies where one is published, X's
 * otherwise (shared/platformFacts/baseRates.ts).
 */
function baseRate(action: PhoenixActionName, features: TextFeatures, platform: Platform): number {
  const prior = PLATFORM_PRIORS[platform];
  const ratio =
    action === 'open_link' && features.urls.length > 0
      ? OPEN_LINK_RATIO_WITH_URL
      : action === 'repost'
        ? prior.repostRatio.value
        : action === 'reply'
          ? prior.replyRatio.value
          : BASE_RATES[action].ratio;
  return Math.min(1, prior.likeRate.value * ratio);
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const POSITIVE = new Set<PhoenixActionName>(POSITIVE_ACTIONS);

/** The multipliers worth listing on one action, in the forecast's order (the explanation trace only). */
function listedMultipliers(moves: readonly ActionMove[], action: PhoenixActionName): Multiplier[] {
  if (!POSITIVE.has(action)) return [];
  const listed: Multiplier[] = [];
  for (const move of moves) {
    const factor = Math.exp(move.log);
    if (Math.abs(factor - 1) >= VISIBLE) listed.push({ feature: move.id, factor: round4(factor), reason: move.label });
  }
  return listed;
}

/** Ties broken by the action's name (ASCII snake case, so code-point order is alphabetical order). */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every action's probability on this post, handed to `visit` in ACTIONS' order, and the sums of the positive and
 * the negative contributions. The positive actions share one factor (the terms' total, bounded), so it is taken once.
 */
function headSums(
  features: TextFeatures,
  moves: readonly ActionMove[],
  platform: Platform,
  visit?: (action: PhoenixActionName, weight: number, base: number, probability: number, contribution: number) => void,
): { positive: number; negative: number } {
  let positiveLog = 0;
  for (const move of moves) positiveLog += move.log;
  const bound = Math.log(TOTAL_FACTOR_BOUND);
  const positiveFactor = Math.exp(Math.min(bound, Math.max(-bound, positiveLog)));
  let positive = 0;
  let negative = 0;
  for (let a = 0; a < ACTIONS.length; a++) {
    const action = ACTIONS[a] as PhoenixActionName;
    const base = baseRate(action, features, platform);
    // A negative action is not moved: its factor is exp(0), one.
    const probability = Math.min(1, POSITIVE.has(action) ? base * positiveFactor : base);
    const weight = ACTION_WEIGHTS[action];
    const contribution = weight * probability;
    if (contribution >= 0) positive += contribution;
    else negative -= contribution;
    visit?.(action, weight, base, probability, contribution);
  }
  return { positive, negative };
}

/**
 * X's weighted score of the post alone, the same number as phoenix(…).score: what a thread's reply reports,
 * without ranking and rounding the actions that nothing reads for it.
 */
export function phoenixScore(
  features: TextFeatures,
  moves: readonly ActionMove[],
  options: { reply?: boolean; platform?: Platform } = {},
): number {
  const { positive, negative } = headSums(features, moves, options.platform ?? 'x');
  return weightedScore(positive - negative) * (options.reply ? REPLY_SCORE_FACTOR : 1);
}

export function phoenix(
  features: TextFeatures,
  moves: readonly ActionMove[],
  options: { reply?: boolean; platform?: Platform } = {},
): PhoenixResult {
  const scored: ScoredAction[] = [];
  // Ranked by the contribution as reported (6 significant digits), so ties break the same way everywhere.
  const { positive, negative } = headSums(features, moves, options.platform ?? 'x', (action, weight, base, probability, contribution) =>
    scored.push({ action, weight, base, probability, contribution: significant(contribution) }),
  );
  const net = positive - negative;
  const score = weightedScore(net) * (options.reply ? REPLY_SCORE_FACTOR : 1);
  const top = scored
    .filter((a) => a.contribution !== 0)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || byName(a.action, b.action))
    .slice(0, TOP_ACTIONS)
    .map(({ action, probability, contribution }) => ({ action, probability: significant(probability), contribution }));
  return {
    score,
    net,
    positive,
    negative,
    top,
    scored,
    moves,
  };
}

/** The whole explanation trace, rounded as reported: built only when asked for (explain: "full"). */
export function phoenixDetail(p: PhoenixResult): PhoenixDetail {
  return {
    weights_source: { ...WEIGHTS_SOURCE },
    net: significant(p.net),
    actions: p.scored.map((h) => ({
      action: h.action,
      weight: h.weight,
      base_rate: significant(h.base),
      probability: significant(h.probability),
      contribution: h.contribution,
      multipliers: listedMultipliers(p.moves, h.action),
    })),
  };
}
