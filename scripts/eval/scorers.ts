// Everything `npm run eval` ranks posts by, side by side: the engine's forecast (phoenix_score), its
// pre_publish_score, and each simple rule (./simpleRules.ts). Every section scores each text once into one
// Scores record, so all of them are measured on exactly the same posts and pairs.
import type { ScoreResult } from '@preflight/engine';
import { RULE_LABEL, SIMPLE_RULES, simpleRules, type SimpleRule } from './simpleRules';

export const SCORERS = ['forecast', 'pre_publish', ...SIMPLE_RULES] as const;
export type Scorer = (typeof SCORERS)[number];
export type Scores = Record<Scorer, number>;

/** How a table row names each scorer. */
export const SCORER_LABEL: Record<Scorer, string> = {
  forecast: 'forecast (phoenix_score)',
  pre_publish: 'pre_publish_score',
  ...(Object.fromEntries(SIMPLE_RULES.map((r) => [r, `rule: ${RULE_LABEL[r]}`])) as Record<SimpleRule, string>),
};

/** What the engine says of one text that the evaluation compares: a ScoreResult is one. */
export type EngineScores = Pick<ScoreResult, 'phoenix_score' | 'pre_publish_score'>;

/** A text's score under every scorer: the engine's two, given, and the rules', computed from the same text. */
export function scoresOf(text: string, engine: EngineScores): Scores {
  return { forecast: engine.phoenix_score, pre_publish: engine.pre_publish_score, ...simpleRules(text) };
}

/** One metric per scorer (a mean rho, a share of pairs); null where it is undefined. */
export type ScorerMetric = Record<Scorer, number | null>;

export function metricPerScorer(metric: (scorer: Scorer) => number | null): ScorerMetric {
  return Object.fromEntries(SCORERS.map((s) => [s, metric(s)])) as ScorerMetric;
}
