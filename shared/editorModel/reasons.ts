// The editor's explanation: every concept that moves the editor's score by enough to matter is explained once,
// in the direction of its contribution, strongest first. The data's reasons follow it in the result
// (shared/forecast/forecastReasons.ts); the panel, the API and `npm run check` show both.
import type { ScoreResult } from '../schemas';
import type { PostContext } from '../concepts/concept';
import type { Contribution } from './contributions';
import { impactOf } from './prePublish';
import { spanWords } from './evidence';

export const MAX_REASONS = 6;
/** A contribution smaller than this (log-odds; about 2.5 score points near 50) is not worth a reason. */
export const MIN_CONTRIBUTION = 0.1;

/**
 * The editor's reasons. `impact` turns a contribution into points of pre_publish_score (the score without it
 * minus the score with it); the editor's own score is the default.
 */
export function explain(items: readonly Contribution[], z: number, ctx: PostContext, impact: (contribution: number) => number = (c) => impactOf(z, c)): ScoreResult['reasons'] {
  const reasons: ScoreResult['reasons'] = [];
  const strongestFirst = items.filter((i) => Math.abs(i.contribution) >= MIN_CONTRIBUTION).sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
  // The words are read only for the reasons that may be said (this runs on every keystroke).
  for (const i of strongestFirst) {
    if (reasons.length >= MAX_REASONS) break;
    const words = spanWords(ctx.f.text, i.measurement.spans);
    const up = i.contribution > 0;
    // A strength is said only with the words it rests on: praise the post cannot quote is not said.
    if (up && words.length === 0) continue;
    reasons.push({
      effect: up ? 'up' : 'down',
      voice: 'editor' as const,
      text: up ? i.concept.explain.up(i.measurement, ctx) : i.concept.explain.down(i.measurement, ctx),
      concept: i.concept.id,
      impact: impact(i.contribution),
      words,
    });
  }
  return reasons;
}
