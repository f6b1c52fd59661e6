// What a writer reads first: the verdict's label, its tone, and the number with its meaning in words.
//
// Two things stand side by side at the head of every client: the editor's decision (publish / revise /
// reject) and pre_publish_score, 100·σ(forecast units + editor's penalty), which reads as the chance in
// percent that the post beats a typical post of the same account (a typical post with nothing to fix scores
// about 50). A clean post the editor would publish can still score 19 when the forecast expects little of it
// (a short post, for one), and a post the editor sends back can score 60 when the data like its length. Said
// as "Ready to post" in green beside 19, the number reads as a failing grade and the verdict as its
// contradiction. So both are decided here, once, from the same two inputs, and agree by construction:
//   - reject is `stop` and revise is `caution`, whatever the number;
//   - publish is `good` ("Ready to post") only when the number says the post likely beats a typical post
//     (50 or more), and `neutral` ("Fine to post") below that;
//   - the number is said as what it is: a chance against a typical post, never a grade.
import type { AccountUse, Decision, Headline, HeadlineTone, ScoreResult } from '../schemas';

/** The score of a typical post with nothing to fix: an even chance of beating a typical post. */
export const TYPICAL_SCORE = 50;

/** The number a writer is shown: pre_publish_score as a whole number, as every client rounds it. */
export function shownScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** The tone of a decision beside its (shown) score; the one rule every colour a writer sees follows. */
export function headlineTone(decision: Decision, shown: number): HeadlineTone {
  if (decision === 'reject') return 'stop';
  if (decision === 'revise') return 'caution';
  return shown >= TYPICAL_SCORE ? 'good' : 'neutral';
}

/**
 * The label a tone has when nothing more specific is known (a stop can also be "Will be held back" or "Over
 * the limit", which need the result's blockers to tell).
 */
export const TONE_LABELS: Readonly<Record<HeadlineTone, string>> = {
  good: 'Ready to post',
  neutral: 'Fine to post',
  caution: 'Revise first',
  stop: 'Rewrite first',
};

const HELD_BACK = 'Will be held back';
const OVER_LIMIT = 'Over the limit';

/** A blocking over-limit problem: the post cannot be posted as it is, whatever else it does well. */
export function isOverLimit(blockers: ScoreResult['blockers']): boolean {
  return blockers.some((b) => b.code === 'over_limit' && b.severity === 'block');
}

/** "16 % chance", with the ends said as bounds: a shown 0 is under 0.5, not an impossibility. */
function chanceWords(shown: number): string {
  if (shown <= 0) return 'less than 1 % chance';
  if (shown >= 100) return 'more than 99 % chance';
  return `${shown} % chance`;
}

/**
 * What the number means, in words: the chance the post beats a typical post, and which side of even it is.
 * With the account's own forecast (its history calibrated), the typical post is the writer's own.
 */
export function scoreMeaning(shown: number, ownAccount: boolean): string {
  const typical = ownAccount ? 'your typical post' : 'a typical post';
  if (shown > TYPICAL_SCORE) return `Likely to beat ${typical}: ${chanceWords(shown)}`;
  if (shown === TYPICAL_SCORE) return `As likely as not to beat ${typical}: ${chanceWords(shown)}`;
  return `Likely below ${typical}: ${chanceWords(shown)} to beat it`;
}

/** The forecast is the account's own once its history is calibrated (below 30 posts it stays generic). */
function ownAccount(account: Pick<AccountUse, 'status'> | undefined): boolean {
  return account !== undefined && account.status !== 'cold_start';
}

export type HeadlineInput = Pick<ScoreResult, 'decision' | 'pre_publish_score' | 'blockers'> & {
  account?: Pick<AccountUse, 'status'> | undefined;
};

/** The headline of a result: its tone, its label, the number shown and what that number means. */
export function headlineOf(result: HeadlineInput): Headline {
  const score = shownScore(result.pre_publish_score);
  // A blocking problem holds the post whatever the decision says; the engine's decide() already makes it reject.
  const blocked = result.blockers.some((b) => b.severity === 'block');
  const tone = blocked ? 'stop' : headlineTone(result.decision, score);
  const label = !blocked ? TONE_LABELS[tone] : isOverLimit(result.blockers) ? OVER_LIMIT : HELD_BACK;
  return { tone, label, score, meaning: scoreMeaning(score, ownAccount(result.account)) };
}
