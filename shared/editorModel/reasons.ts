// The editor's explanation: every concept that moves the editor's score by enough to matter is explained once,
// in the direction of its contribution, strongest first. The data's reasons follow it in the result
// (shared/forecast/forecastReasons.ts); the panel, the API and `npm run check` show both.
import type { ScoreResult, Span } from '../schemas';
import { quoted, type Measurement } from '../concepts/concept';
import type { PostContext } from '../post/postContext';
import type { Contribution } from './contributions';
import { impactOf } from './prePublish';
import { spanWords } from '../post/evidence';
import { unmarked } from '../post/marks';

export const MAX_REASONS = 6;
/** A contribution smaller than this (log-odds; about 2.5 score points near 50) is not worth a reason. */
export const MIN_CONTRIBUTION = 0.1;

/** The most words a concept's quote names (shared/concepts/concept.ts `quoted` takes at most this many). */
const MAX_QUOTED = 6;

/**
 * A strength said of the words the editor does not mark: the measurement with only those spans, and its quote
 * made again of them with as many words as the concept quoted. Undefined when none is left, or when the quote
 * was not made of the spans (the strength then cannot be said truly of fewer words).
 */
export function outsideMarks(m: Measurement, text: string, marks: readonly Span[]): Measurement | undefined {
  // A post without marks (most posts) leaves every measurement as it is: nothing to copy or compare.
  if (marks.length === 0) return m;
  const spans = unmarked(m.spans, marks);
  if (spans.length === m.spans.length) return m;
  if (spans.length === 0) return undefined;
  if (m.quote === undefined) return { ...m, spans };
  for (let max = 1; max <= MAX_QUOTED; max++)
    if (quoted(text, m.spans, max) === m.quote) return { ...m, spans, quote: quoted(text, spans, max) };
  return undefined;
}

/**
 * The editor's reasons. `impact` turns a contribution into points of pre_publish_score (the score without it
 * minus the score with it); the editor's own score is the default. `marks` are the places the editor's blockers
 * and warnings mark (marks.ts): a strength is said only of the words outside them.
 */
export function editorReasons(
  items: readonly Contribution[],
  z: number,
  ctx: PostContext,
  impact: (contribution: number) => number = (c) => impactOf(z, c),
  marks: readonly Span[] = [],
): ScoreResult['reasons'] {
  const reasons: ScoreResult['reasons'] = [];
  const strongestFirst = items
    .filter((i) => Math.abs(i.contribution) >= MIN_CONTRIBUTION)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
  // The words are read only for the reasons that may be said (this runs on every keystroke).
  for (const i of strongestFirst) {
    if (reasons.length >= MAX_REASONS) break;
    const up = i.contribution > 0;
    // A strength never rests on words the editor marks as a problem ("3" in "tag 3 friends" is no concrete detail).
    const measurement = up ? outsideMarks(i.measurement, ctx.f.text, marks) : i.measurement;
    const words = measurement ? spanWords(ctx.f.text, measurement.spans) : [];
    // A strength is said only with the words it rests on: praise the post cannot quote is not said.
    if (!measurement || (up && words.length === 0)) continue;
    reasons.push({
      effect: up ? 'up' : 'down',
      voice: 'editor' as const,
      text: up ? i.concept.explain.up(measurement, ctx) : i.concept.explain.down(measurement, ctx),
      concept: i.concept.id,
      impact: impact(i.contribution),
      words,
    });
  }
  return reasons;
}
