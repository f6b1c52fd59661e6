// One post's scores in both voices over one reading of it: the editor's concepts (its z, blockers and
// composite dimensions) and the forecast (its terms and how they move the phoenix actions). The pass scores the
// text as one post with it, or each part of a thread (scoreThread.ts).
import type { Blocker, Platform, ScoreResult } from './schemas';
import type { ActionMove } from './phoenix/phoenix';
import { forecastPost, type Forecast } from './forecast/forecast';
import { actionMoves } from './forecast/actionMoves';
import type { ForecastParams } from './params/forecastParams';
import { scoreConcepts, type Contribution } from './editorModel/contributions';
import { editorPenalty } from './editorModel/prePublish';
import { compositeDimensions, compositeScore } from './editorModel/dimensions';
import type { FittedParams } from './params/fittedParams';
import { postContext, type PostContext, type PostMeasurements } from './post/postContext';

/** One post's scores, before the thread gate combines parts. */
export interface PostScore {
  ctx: PostContext;
  items: Contribution[];
  /** The editor's z: the sum of the concepts' contributions. */
  z: number;
  /** The editor's z as the decision reads it (Concept.verdictByBlocker). */
  decisionZ: number;
  /** The editor's penalty: the sum of the contributions that count against the post. */
  penalty: number;
  blockers: Blocker[];
  /** The editor found engagement bait: the platform's policy on it applies in the forecast. */
  bait: boolean;
  forecast: Forecast;
  /** The forecast's terms as they move the phoenix actions. */
  moves: ActionMove[];
  dimensions: ScoreResult['composite_dimensions'];
  composite: number;
}

/** How one post is read: as a thread's reply or not, whether its own length is checked, and against which limit. */
export interface PostOptions extends PostMeasurements {
  reply: boolean;
  checkLength: boolean;
  limit: number;
  postedAt?: string;
}

export function scorePost(
  params: FittedParams,
  forecastParams: ForecastParams,
  text: string,
  platform: Platform,
  persona: string | undefined,
  options: PostOptions,
): PostScore {
  const { checkLength, limit, links, measured, standsAlone } = options;
  const ctx = postContext(text, platform, { checkLength, persona, limit, links, measured, standsAlone });
  const { items, z, decisionZ, blockers } = scoreConcepts(ctx, params);
  const bait = items.some((i) => i.concept.id === 'engagement_bait');
  // A reply's forecast is summed into its own score only: its reasons are never given.
  const forecast = forecastPost({ ctx, bait, postedAt: options.postedAt, explained: !options.reply }, forecastParams);
  const dimensions = compositeDimensions(items);
  const penalty = editorPenalty(items);
  const moves = actionMoves(forecast, forecastParams);
  return { ctx, items, z, decisionZ, penalty, blockers, bait, forecast, moves, dimensions, composite: compositeScore(dimensions) };
}

/**
 * The text as it is posted, read once: the head post's scores (the whole post's, when it is one) and the editor's
 * totals over the whole text, which for a thread count a blocking problem in any part.
 */
export interface TextScore {
  head: PostScore;
  blockers: Blocker[];
  thread: ScoreResult['thread'];
  z: number;
  decisionZ: number;
  penalty: number;
}
