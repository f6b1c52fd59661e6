// The verdict in plain words, led by the headline's label (headline.ts), and the one thing that matters most.
import type { Headline, Issue, ScoreResult } from '../schemas';
import { isOverLimit } from './headline';

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
  if (!isOverLimit(result.blockers)) return null;
  const over = result.blockers.find((b) => b.code === 'over_limit' && b.severity === 'block');
  return over ? withoutFinalStop(over.message.trim()) : null;
}

/** The words without the one full stop that ends them (`.replace(/\.$/u, '')`, without a pattern on every score). */
function withoutFinalStop(words: string): string {
  return words.endsWith('.') ? words.slice(0, -1) : words;
}

/**
 * An issue as the verdict names it: a blocker's short name ("too many hashtags"), or the editor's reason as a
 * clause ("say a little more: what happened, to whom, how much"). The editor's reasons are advice written
 * as a sentence starting with a verb ("Say", "Cut", "Instead of"), so their first letter is lowered to follow
 * a colon; a first word in capitals or with a capital inside (a name) is left as written.
 */
export function issueWords(issue: Issue): string {
  if (issue.severity !== 'reason') return issue.name;
  const clause = withoutFinalStop(issue.name.trim());
  return /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(clause) ? `${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : clause;
}

/** What to fix first, named: the blocking problems or warnings by name ("vague words and jargon"), else the top reason. */
function whatToFix(issues: readonly Issue[], severities: readonly Issue['severity'][]): string | null {
  const named = [...new Set(issues.filter((i) => severities.includes(i.severity)).map((i) => i.name))];
  if (named.length > 0) return namesOf(named);
  const [first] = issues;
  return first ? issueWords(first) : null;
}

/** A reason worth at least a point of the shown score: fixing it lifts the number a writer sees. */
const LIFTS_BY = -1;

/** The editor's costliest reason, when fixing it would lift the number by a point or more. */
function liftingIssue(issues: readonly Issue[]): Issue | null {
  return issues.find((i) => i.severity === 'reason' && i.impact <= LIFTS_BY) ?? null;
}

/**
 * "Ready to post"; "Fine to post", or "Fine to post; to lift it, say a little more: …"; "Revise first: too many
 * hashtags"; "Will be held back: engagement bait"; "Rewrite first: all capitals and stretched text"; or an
 * over-limit post's own instruction. Each starts with the headline's label, so the words and the colour agree.
 */
export function verdictSentence(result: Judged, issues: readonly Issue[], headline: Pick<Headline, 'tone' | 'label'>): string {
  const over = overLimitWords(result);
  if (over) return over;
  const { tone, label } = headline;
  switch (tone) {
    case 'good':
      return label;
    case 'neutral': {
      const lift = liftingIssue(issues);
      return lift ? `${label}; to lift it, ${issueWords(lift)}` : label;
    }
    case 'caution':
    case 'stop': {
      // A post held back is named by what holds it; any other by what to fix first, warnings before reasons.
      const blocked = issues.some((i) => i.severity === 'block');
      const what = whatToFix(issues, blocked ? ['block'] : ['block', 'warn']);
      return `${label}: ${what ?? 'several small things count against it'}`;
    }
  }
}

/**
 * The one most important thing to fix ("1 blocker: engagement bait", "2 warnings: too many hashtags", or the
 * top reason's words); null when there is none, the post is ready, or the verdict already names it.
 */
export function topIssue(result: Judged, issues: readonly Issue[], verdict: string): string | null {
  const [first] = issues;
  if (!first || result.decision === 'publish' || overLimitWords(result)) return null;
  if (verdict.includes(first.name) || verdict.includes(issueWords(first))) return null;
  if (first.severity === 'reason') return first.name;
  const count = result.blockers.filter((b) => b.severity === first.severity).length;
  return (
    `${plural(count, first.severity === 'block' ? 'blocker' : 'warning', first.severity === 'block' ? 'blockers' : 'warnings')}: ` +
    `${first.name}`
  );
}
