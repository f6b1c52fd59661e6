// The few reasons worth reading first: the strongest multipliers on the like, reply and negative heads, and
// the blockers, phrased for the writer. One reason per topic, so a predictor that moves likes one way and
// replies per like the other is told once, by its stronger effect.
import type { Blocker, ScoreResult } from './schemas';

const MAX_REASONS = 6;
/** A multiplier closer to 1 than e^±0.05 (about 5 %) is not worth a reason. */
const MIN_STRENGTH = 0.05;

interface Candidate {
  topic: string;
  weight: number;
  reason: ScoreResult['reasons'][number];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function topReasons(phoenix: ScoreResult['phoenix'], blockers: Blocker[]): ScoreResult['reasons'] {
  const candidates: Candidate[] = blockers.map((b) => ({
    topic: b.code, // the rule multipliers of a blocker carry its code as their feature
    weight: b.severity === 'block' ? 10 : 5,
    reason: { effect: 'down', text: b.message },
  }));
  for (const head of phoenix.actions) {
    const negative = head.weight < 0;
    if (head.action !== 'favorite' && head.action !== 'reply' && !negative) continue;
    for (const m of head.multipliers) {
      // The reply head carries the reply-ratio effect at half strength: the negative heads tell it already.
      if (m.feature === 'link_present' || (head.action === 'reply' && m.feature.startsWith('fitted_ratio:'))) continue;
      const strength = Math.abs(Math.log(m.factor));
      if (strength < MIN_STRENGTH) continue;
      const good = negative ? m.factor < 1 : m.factor > 1;
      candidates.push({ topic: m.feature.replace(/^fitted(_ratio)?:/u, ''), weight: strength, reason: { effect: good ? 'up' : 'down', text: capitalised(m.reason) } });
    }
  }
  const topics = new Set<string>();
  return candidates
    .sort((a, b) => b.weight - a.weight || a.topic.localeCompare(b.topic))
    .filter((c) => (topics.has(c.topic) ? false : (topics.add(c.topic), true)))
    .slice(0, MAX_REASONS)
    .map((c) => c.reason);
}
