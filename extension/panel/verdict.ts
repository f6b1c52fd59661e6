// The panel's one line in plain words: the verdict, the one thing that matters most, a thread's own
// verdict, and what the screen reader hears when the verdict changes.
import type { Decision, ScoreResult, Thread, WeightedLength } from '../../shared/index';
import { ISSUE_NAMES, issueName, issuesOf } from './issues';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function namesOf(codes: readonly string[]): string {
  const [first, second] = codes;
  if (codes.length === 1) return first ?? '';
  if (codes.length === 2) return `${first} and ${second}`;
  return `${first} and ${codes.length - 1} more`;
}

/**
 * A post over the limit cannot be posted at all, whatever else it does well: the verdict is the engine's
 * own words for what to do ("Over X's 280: split into a thread of 3, or cut 40 characters").
 */
export function overLimitWords(result: Pick<ScoreResult, 'blockers'>): string | null {
  const over = result.blockers.find((b) => b.code === 'over_limit' && b.severity === 'block');
  return over ? over.message.trim().replace(/\.$/u, '') : null;
}

/**
 * "Ready to post", "Worth a second look: 2 things to fix", "Will be held back: engagement bait", or for a
 * post too weak to be seen with nothing blocking it, "Unlikely to get far: 3 things to fix".
 */
export function verdictSentence(result: Pick<ScoreResult, 'decision' | 'blockers' | 'reasons'>): string {
  const over = overLimitWords(result);
  if (over) return over;
  const issues = issuesOf(result);
  const things = plural(issues.length, 'thing', 'things');
  switch (result.decision) {
    case 'publish':
      return 'Ready to post';
    case 'revise':
      return issues.length > 0 ? `Worth a second look: ${things} to fix` : 'Worth a second look: below a typical post';
    case 'reject': {
      const blocking = [...new Set(issues.filter((i) => i.severity === 'block' && i.code).map((i) => ISSUE_NAMES[i.code!]))];
      if (blocking.length > 0) return `Will be held back: ${namesOf(blocking)}`;
      return issues.length > 0 ? `Unlikely to get far: ${things} to fix` : 'Unlikely to get far: say more';
    }
  }
}

/**
 * The one most important thing to fix, for the compact line ("1 blocker: engagement bait", "2 warnings:
 * too many hashtags", or the top reason's words); null when there is none or the verdict already names it.
 */
export function topIssue(result: Pick<ScoreResult, 'decision' | 'blockers' | 'reasons'>): string | null {
  const [first] = issuesOf(result);
  if (!first || result.decision === 'publish' || overLimitWords(result)) return null;
  const name = issueName(first);
  if (verdictSentence(result).includes(name)) return null;
  if (first.severity === 'reason') return name;
  const count = result.blockers.filter((b) => b.severity === first.severity).length;
  return `${plural(count, first.severity === 'block' ? 'blocker' : 'warning', first.severity === 'block' ? 'blockers' : 'warnings')}: ${name}`;
}

/** "Thread of 4 posts · head 72 · all parts fit": a thread's verdict, in place of a whole-draft length count. */
export function threadSummary(thread: Thread, limit: number): string {
  const head = thread.parts[0];
  const tooLong = thread.parts.filter((p) => p.weighted_length > limit);
  const fit =
    tooLong.length === 0 ? 'all parts fit' : tooLong.length === 1 ? `part ${(tooLong[0]?.index ?? 0) + 1} is too long` : `${tooLong.length} parts are too long`;
  return `Thread of ${thread.parts.length} posts · head ${Math.round(head?.pre_publish_score ?? 0)} · ${fit}`;
}

/** A thread over the whole-post limit speaks as a thread: its parts are what gets posted. */
export function showsAsThread(result: Pick<ScoreResult, 'thread' | 'length'>): result is Pick<ScoreResult, 'length'> & { thread: Thread } {
  return result.thread !== null && result.length.weighted > result.length.limit;
}

/** "146 of 280 characters", for the length's accessible name. */
export function lengthWords(length: WeightedLength): string {
  return `${length.weighted.toLocaleString('en-US')} of ${length.limit.toLocaleString('en-US')} characters`;
}

/** What the live region says: the verdict, changed only when the decision changes (never per keystroke). */
export interface Announcement {
  decision: Decision | null;
  text: string;
}

export const SILENT: Announcement = { decision: null, text: '' };

export function nextAnnouncement(previous: Announcement, result: Pick<ScoreResult, 'decision' | 'blockers' | 'reasons'> | null): Announcement {
  // No verdict (an emptied editor): keep the words, forget the decision so the next verdict is said.
  if (!result) return previous.decision === null ? previous : { decision: null, text: previous.text };
  if (result.decision === previous.decision) return previous;
  return { decision: result.decision, text: verdictSentence(result) };
}
