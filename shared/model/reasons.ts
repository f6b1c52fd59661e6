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
  return items
    .filter((i) => Math.abs(i.contribution) >= MIN_CONTRIBUTION)
    // A strength is said only with the words it rests on: praise the post cannot quote is not said.
    .map((i) => ({ i, words: spanWords(ctx.f.text, i.measurement.spans) }))
    .filter(({ i, words }) => i.contribution < 0 || words.length > 0)
    .sort((a, b) => Math.abs(b.i.contribution) - Math.abs(a.i.contribution))
    .slice(0, MAX_REASONS)
    .map(({ i, words }) => {
      const up = i.contribution > 0;
      return {
        effect: up ? 'up' : 'down',
        voice: 'editor' as const,
        text: up ? i.concept.explain.up(i.measurement, ctx) : i.concept.explain.down(i.measurement, ctx),
        concept: i.concept.id,
        impact: impact(i.contribution),
        words,
      };
    });
}
