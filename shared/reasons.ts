// The few reasons worth reading first: the strongest multipliers on the like and negative heads, and the
// blockers, phrased for the writer.
import type { Blocker, ScoreResult } from './schemas';

const MAX_REASONS = 6;

export function topReasons(phoenix: ScoreResult['phoenix'], blockers: Blocker[]): ScoreResult['reasons'] {
  const candidates: { weight: number; reason: ScoreResult['reasons'][number] }[] = [];
  for (const b of blockers) {
    candidates.push({ weight: b.severity === 'block' ? 10 : 5, reason: { effect: 'down', text: b.message } });
  }
  const seen = new Set<string>();
  for (const head of phoenix.actions) {
    const negative = head.weight < 0;
    if (head.action !== 'favorite' && head.action !== 'reply' && !negative) continue;
    for (const m of head.multipliers) {
      const key = `${m.feature}|${negative}`;
      if (seen.has(key) || m.feature === 'link_present') continue;
      seen.add(key);
      const strength = Math.abs(Math.log(m.factor));
      if (strength < 0.05) continue;
      const good = negative ? m.factor < 1 : m.factor > 1;
      candidates.push({ weight: strength, reason: { effect: good ? 'up' : 'down', text: m.reason.charAt(0).toUpperCase() + m.reason.slice(1) } });
    }
  }
  const texts = new Set<string>();
  return candidates
    .sort((a, b) => b.weight - a.weight)
    .filter((c) => (texts.has(c.reason.text) ? false : (texts.add(c.reason.text), true)))
    .slice(0, MAX_REASONS)
    .map((c) => c.reason);
}
