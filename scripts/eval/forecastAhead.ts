// The target every data set of `npm run eval` shares: the forecast must rank posts better than every simple
// rule does, on the same posts. Its value is the margin over the best rule, so a FAIL says by how much.
import { RULE_LABEL, SIMPLE_RULES, type SimpleRule } from './simpleRules';
import type { ScorerMetric } from './scorers';
import type { Target, TargetUnit } from './target';

export interface RuleMargin {
  /** The rule with the highest metric; null when no rule's metric is defined. */
  best: SimpleRule | null;
  /** The forecast's metric minus the best rule's; null when either is undefined. */
  margin: number | null;
}

export function marginOverRules(metric: ScorerMetric): RuleMargin {
  let best: SimpleRule | null = null;
  for (const rule of SIMPLE_RULES) {
    // A rule whose metric is undefined (it never varies on these posts) ranks nothing: there is nothing to beat.
    const value = metric[rule];
    if (value !== null && (best === null || value > (metric[best] as number))) best = rule;
  }
  const forecast = metric.forecast;
  return { best, margin: best === null || forecast === null ? null : forecast - (metric[best] as number) };
}

export function forecastAheadTarget(metric: ScorerMetric, unit: TargetUnit): Target {
  const { best, margin } = marginOverRules(metric);
  const over = best === null ? '' : ` (margin over the best, ${RULE_LABEL[best]})`;
  return { goal: `forecast ahead of every simple rule${over}`, value: margin, pass: margin !== null && margin > 0, unit };
}
