// The phoenix layer: per-impression action probabilities and X's weighted score over them. Each head starts
// at its base rate and is moved by the concepts' contributions (headResponse.ts), so the heads tell the same
// story as the score, in X's terms.
import type { Multiplier, PhoenixActionName, PhoenixDetail, ScoreResult } from '../schemas';
import type { TextFeatures } from '../features';
import type { Contribution } from '../model/contributions';
import { ACTIONS, ACTION_WEIGHTS, ABSOLUTE_WEIGHT_SUM, NEGATIVE_WEIGHT_SUM, SCORE_OFFSET, WEIGHTS_SOURCE } from './weights';
import { BASE_RATES, LIKE_BASE_RATE, OPEN_LINK_RATIO_WITH_URL } from './baseRates';
import { HEAD_ELASTICITY, TOTAL_FACTOR_BOUND } from './headResponse';

/** Continuations of a thread reach followers only and rank ×0.75 (DESIGN.md 2.2, after X's reply handling). */
export const REPLY_SCORE_FACTOR = 0.75;
/** How many heads phoenix_actions_top lists. */
export const TOP_ACTIONS = 8;
/** Below this distance from 1 a multiplier is not worth listing. */
const VISIBLE = 0.01;

interface ScoredHead {
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
  /** Every head before rounding: phoenixDetail builds the explanation trace from them on request. */
  scored: ScoredHead[];
  /** The contributions the heads were moved by, for the trace's multipliers. */
  items: readonly Contribution[];
}

/**
 * X's arithmetic (home-mixer/scorers/ranking_scorer.rs): net ≥ 0 scores net + 0.001; a net-negative sum is
 * squashed into [0, 0.001) so every net-negative post ranks below every net-positive one.
 */
export function weightedScore(net: number): number {
  if (net >= 0) return net + SCORE_OFFSET;
  return ((net + NEGATIVE_WEIGHT_SUM) / ABSOLUTE_WEIGHT_SUM) * SCORE_OFFSET;
}

function baseRate(action: PhoenixActionName, features: TextFeatures): number {
  const ratio = action === 'open_link' && features.urls.length > 0 ? OPEN_LINK_RATIO_WITH_URL : BASE_RATES[action].ratio;
  return Math.min(1, LIKE_BASE_RATE * ratio);
}

const significant = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(6)));
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Each response's heads and elasticities as a list, built once rather than for every concept of every post. */
const RESPONSE_HEADS = Object.fromEntries(
  Object.entries(HEAD_ELASTICITY).map(([response, heads]) => [response, Object.entries(heads) as [PhoenixActionName, number][]]),
) as Record<keyof typeof HEAD_ELASTICITY, [PhoenixActionName, number][]>;
/** The same, by the head's position in ACTIONS, for summing into an array. */
const ACTION_INDEX = new Map(ACTIONS.map((a, i) => [a, i]));
const RESPONSE_HEAD_INDEXES = Object.fromEntries(
  Object.entries(RESPONSE_HEADS).map(([response, heads]) => [response, heads.map(([action, e]) => [ACTION_INDEX.get(action) as number, e] as const)]),
) as Record<keyof typeof HEAD_ELASTICITY, (readonly [number, number])[]>;

/** Each head's log-multiplier, by its position in ACTIONS: the sum over concepts of elasticity × contribution. */
function headLogs(items: readonly Contribution[]): Float64Array {
  const logs = new Float64Array(ACTIONS.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Contribution;
    const heads = RESPONSE_HEAD_INDEXES[item.concept.heads];
    for (let h = 0; h < heads.length; h++) {
      const [index, elasticity] = heads[h] as readonly [number, number];
      logs[index] = (logs[index] as number) + elasticity * item.contribution;
    }
  }
  return logs;
}

/** The multipliers worth listing on one head, in the concepts' order (the explanation trace only). */
function listedMultipliers(items: readonly Contribution[], action: PhoenixActionName): Multiplier[] {
  const listed: Multiplier[] = [];
  for (const item of items) {
    for (const [head, elasticity] of RESPONSE_HEADS[item.concept.heads]) {
      if (head !== action) continue;
      const factor = Math.exp(elasticity * item.contribution);
      if (Math.abs(factor - 1) >= VISIBLE) listed.push({ feature: item.concept.id, factor: round4(factor), reason: item.concept.label });
    }
  }
  return listed;
}

/** Ties broken by the action's name (ASCII snake case, so code-point order is alphabetical order). */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function phoenix(features: TextFeatures, items: readonly Contribution[], options: { reply?: boolean } = {}): PhoenixResult {
  const logs = headLogs(items);
  const bound = Math.log(TOTAL_FACTOR_BOUND);
  let positive = 0;
  let negative = 0;
  const scored: ScoredHead[] = [];
  for (let a = 0; a < ACTIONS.length; a++) {
    const action = ACTIONS[a] as PhoenixActionName;
    const base = baseRate(action, features);
    const log = Math.min(bound, Math.max(-bound, logs[a] as number));
    const probability = Math.min(1, base * Math.exp(log));
    const weight = ACTION_WEIGHTS[action];
    const contribution = weight * probability;
    if (contribution >= 0) positive += contribution;
    else negative -= contribution;
    // Ranked by the contribution as reported (6 significant digits), so ties break the same way everywhere.
    scored.push({ action, weight, base, probability, contribution: significant(contribution) });
  }
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
    items,
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
      multipliers: listedMultipliers(p.items, h.action),
    })),
  };
}
