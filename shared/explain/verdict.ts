// The verdict in plain words, and the one thing that matters most: what a writer reads first.
import type { Issue, ScoreResult } from '../schemas';

type Judged = Pick<ScoreResult, 'decision' | 'blockers'>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function namesOf(names: readonly string[]): string {
  const [first, second] = names;
  if (names.length === 1) return first ?? '';
  if (names.length === 2) return `${first} and ${second}`;
  return `${first} and ${names.length - 1} more`;
}

/**
 * A post over the limit cannot be posted at all, whatever else it does well: the verdict is the engine's
 * own words for what to do ("Over X's 280: split into a thread of 3, or cut 40 characters").
 */
function overLimitWords(result: Pick<ScoreResult, 'blockers'>): string | null {
  const over = result.blockers.find((b) => b.code === 'over_limit' && b.severity === 'block');
  return over ? over.message.trim().replace(/\.$/u, '') : null;
}

/**
 * "Ready to post", "Worth a second look: 2 things to fix", "Will be held back: engagement bait", or for a
 * post too weak to be seen with nothing blocking it, "Unlikely to get far: 3 things to fix".
 */
export function verdictSentence(result: Judged, issues: readonly Issue[]): string {
  const over = overLimitWords(result);
  if (over) return over;
  const things = plural(issues.length, 'thing', 'things');
  switch (result.decision) {
    case 'publish':
      return 'Ready to post';
    case 'revise':
      return issues.length > 0 ? `Worth a second look: ${things} to fix` : 'Worth a second look: below a typical post';
    case 'reject': {
      const blocking = [...new Set(issues.filter((i) => i.severity === 'block' && i.code).map((i) => i.name))];
      if (blocking.length > 0) return `Will be held back: ${namesOf(blocking)}`;
      return issues.length > 0 ? `Unlikely to get far: ${things} to fix` : 'Unlikely to get far: say more';
    }
  }
}

/**
 * The one most important thing to fix ("1 blocker: engagement bait", "2 warnings: too many hashtags", or the
 * top reason's words); null when there is none or the verdict already names it.
 */
export function topIssue(result: Judged, issues: readonly Issue[], verdict: string): string | null {
  const [first] = issues;
  if (!first || result.decision === 'publish' || overLimitWords(result)) return null;
  if (verdict.includes(first.name)) return null;
  if (first.severity === 'reason') return first.name;
  const count = result.blockers.filter((b) => b.severity === first.severity).length;
  return `${plural(count, first.severity === 'block' ? 'blocker' : 'warning', first.severity === 'block' ? 'blockers' : 'warnings')}: ${first.name}`;
}
