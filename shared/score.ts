// The engine's pipeline, in two voices over one reading of the text:
//   - the editor: concepts (each one contribution to the editor's z) → blockers, composite dimensions,
//     decision, fixes and the editor's reasons;
//   - the forecast: measurements fitted on real outcomes plus the platform's documented policies
//     (shared/forecast/) → phoenix heads and score, the view curve, the data's reasons;
// and pre_publish_score, which combines the two (shared/editorModel/prePublish.ts), with the thread gate around it,
// then the optional audience panel.
import { ScoreRequest, type Blocker, type ExpectedEngagement, type Platform, type ScoreResult, type Span } from './schemas';
import { postLimit } from './platformFacts/limits';
import { measureLength } from './post/length';
import { linksOf } from './post/xLinks';
import { overLimit } from './concepts/overLimit/overLimit';
import { phoenix, phoenixDetail, phoenixScore, type HeadMove } from './phoenix/phoenix';
import { significant } from './phoenix/significant';
import { forecastPost, type Forecast } from './forecast/forecast';
import { headMoves } from './forecast/headMoves';
import { forecastReasons } from './forecast/forecastReasons';
import { FORECAST } from './params/forecast';
import { platformReach } from './platformFacts/priors';
import type { ForecastParams } from './params/forecastParams';
import { NEUTRAL_RESONANCE, audienceResonance } from './resonance';
import { scoreConcepts, type Contribution } from './editorModel/contributions';
import { combinedScore, editorPenalty, editorScore } from './editorModel/prePublish';
import { compositeDimensions, compositeScore } from './editorModel/dimensions';
import { editorReasons } from './editorModel/reasons';
import { editorMarks } from './editorModel/marks';
import { languageNote } from './editorModel/languageNote';
import { wordsUnread } from './post/script';
import { decide } from './decision';
import { splitThread, headStandsAlone } from './post/threadGate';
import { viewCurve } from './viewCurve/viewCurve';
import { audiencePanel } from './audiencePanel';
import { ENGINE_VERSION } from './version';
import { FITTED } from './params/fitted';
import type { FittedParams } from './params/fittedParams';
import { postContext, type PostContext, type PostMeasurements } from './post/postContext';
import type { AccountModel } from './account/accountModel';
import { coldStartGuessOf, type ColdStartGuess } from './account/coldStartGuess';
import { accountForecastParams, draftEffect, expectedEngagement } from './account/accountForecast';
import { isThreadPart } from './account/threadPart';
import { accountCurve, usualCurve } from './account/accountViews';
import { accountReason } from './account/accountReasons';
import { fixedRequest, fixesOf } from './fixes/fixesOf';
import { fixContext } from './fixes/fixContext';
import { cutFirst } from './fixes/cutFirst';
import { explanationOf } from './explain/explanation';
import type { UsualViews } from './explain/reach';
import { newAccountUsualViews, usualPost } from './account/usualPost';

/** A score request as the engine takes it: the contract's fields plus, optionally, the account's model. */
export type ScoreInput = ScoreRequest & { account?: AccountModel };

/** One post's scores, before the thread gate combines parts. */
interface PostScore {
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
  /** The forecast's terms as they move the phoenix heads. */
  moves: HeadMove[];
  dimensions: ScoreResult['composite_dimensions'];
  composite: number;
  prePublish: number;
}

function scorePost(params: FittedParams, forecastParams: ForecastParams, text: string, platform: Platform, persona: string | undefined, options: { reply: boolean; checkLength: boolean; limit: number; postedAt?: string } & PostMeasurements): PostScore {
  const ctx = postContext(text, platform, { checkLength: options.checkLength, persona, limit: options.limit, links: options.links, measured: options.measured, standsAlone: options.standsAlone });
  const { items, z, decisionZ, blockers } = scoreConcepts(ctx, params);
  const bait = items.some((i) => i.concept.id === 'engagement_bait');
  // A reply's forecast is summed into its own score only: its reasons are never given.
  const forecast = forecastPost({ ctx, bait, postedAt: options.postedAt, explained: !options.reply }, forecastParams);
  const dimensions = compositeDimensions(items);
  const penalty = editorPenalty(items);
  return { ctx, items, z, decisionZ, penalty, blockers, bait, forecast, moves: headMoves(forecast, forecastParams), dimensions, composite: compositeScore(dimensions), prePublish: combinedScore(forecast.anyLanguageUnits, penalty) };
}

function shift(blockers: Blocker[], offset: number): Blocker[] {
  if (offset === 0) return blockers;
  return blockers.map((b) => (b.span ? { ...b, span: { start: b.span.start + offset, end: b.span.end + offset } } : b));
}

/** A blocking problem in a part caps the thread as it would cap a post: the whole thread is held. */
function partDecision(s: PostScore, blockers: Blocker[]): ScoreResult['decision'] {
  return decide({ blockers, editorScore: editorScore(s.decisionZ), annoyRisk: s.dimensions.annoy_risk });
}

/** What a blocking problem in a thread part costs the thread: the same as an over-limit post (over_limit's rule). */
const BLOCKED_PART = -3;

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
/** Points a term is worth: the score with it minus the score without it, to 0.1 (never -0: it does not survive JSON). */
const pointsOf = (withIt: number, without: number) => Math.round((withIt - without) * 10) / 10 || 0;

/** Scores with the committed fitted parameters, after checking the request against the contract. */
export function score(request: ScoreInput): ScoreResult {
  return scoreWith(FITTED, request);
}

/**
 * Scores a request its caller has already checked against ScoreRequest: the extension's live scoring builds
 * the request itself and checks the text's length as it reads the editor, so the keystroke path runs no zod.
 * Anything else (the API, the command line, other callers) uses `score`.
 */
export function scoreChecked(request: ScoreInput): ScoreResult {
  return scoreCheckedWith(FITTED, request);
}

/** A score with an account's model, and what the generic cold-start model says about the same draft. */
export interface ScoredWithColdStart {
  result: ScoreResult;
  /** The generic model's views at 24 h and likes (coldStartGuess), as a score without the account gives them. */
  coldStart: ColdStartGuess;
}

/**
 * Scores a checked request (as scoreChecked does) and, from the same reading of the post, the generic model's
 * guess for it: the editor's part does not depend on the account, so only the generic forecast is made in
 * addition. An account's receipts compare the two; the guess is not part of the score result.
 */
export function scoreCheckedWithColdStart(request: ScoreInput): ScoredWithColdStart {
  const { result, head } = scorePass(FITTED, request, FORECAST);
  const generic = request.account ? forecastPost({ ctx: head.ctx, bait: head.bait, postedAt: request.posted_at }, FORECAST) : head.forecast;
  return { result, coldStart: coldStartGuessOf(generic, head.ctx.platform) };
}

/** Scores with given parameters: `npm run fit` and the leave-accounts-out evaluation use it. */
export function scoreWith(globalParams: FittedParams, request: ScoreInput, forecastParams: ForecastParams = FORECAST): ScoreResult {
  return scoreCheckedWith(globalParams, { ...ScoreRequest.parse(request), account: request.account }, forecastParams);
}

function scoreCheckedWith(globalParams: FittedParams, request: ScoreInput, forecastParams: ForecastParams = FORECAST): ScoreResult {
  return scorePass(globalParams, request, forecastParams).result;
}

/** One pass of the engine: the result, and the head post's scores it was made from. */
function scorePass(globalParams: FittedParams, request: ScoreInput, forecastParams: ForecastParams): { result: ScoreResult; head: PostScore } {
  const req: ScoreRequest = request;
  // The account's model is the engine's own output (calibrateAccount), not user input: callers validate it
  // at their boundary (AccountModel in shared/account/accountModel.ts), so it is not parsed on every keystroke.
  const account = request.account;
  // The editor judges the writing the same for every account; the forecast is the account's own when it has one.
  const forecastWith = account ? accountForecastParams(account, forecastParams) : forecastParams;
  const text = req.text;
  const platform = req.platform ?? 'x';
  const layers: string[] = ['phoenix'];

  const limit = postLimit(platform, req.x_premium);
  // The whole text's length, measured once: the thread gate reads it, and it is the result's length (the
  // head's own, when the text is one post).
  const links = linksOf(text);
  const whole = measureLength(text, platform, limit, links);
  // One composer box is posted as one post, whatever is written in it: it is never read as a thread.
  const split = req.one_post ? undefined : splitThread(text, platform, limit, whole.length.weighted);
  let head: PostScore;
  let blockers: Blocker[];
  let thread: ScoreResult['thread'] = null;
  let z: number;
  let decisionZ: number;
  let penalty: number;

  if (split) {
    layers.push('thread_gate');
    blockers = [];
    const parts: NonNullable<ScoreResult['thread']>['parts'] = [];
    let ancestorBlocked = false;
    const headSpan = split.parts[0] as Span;
    const headText = text.slice(headSpan.start, headSpan.end);
    const standsAlone = headStandsAlone(headText);
    head = scorePost(globalParams, forecastWith, headText, platform, req.persona, { reply: false, checkLength: false, limit, postedAt: req.posted_at, standsAlone });
    split.parts.forEach((span, index) => {
      const partText = text.slice(span.start, span.end);
      const s = index === 0 ? head : scorePost(globalParams, forecastWith, partText, platform, req.persona, { reply: true, checkLength: false, limit, postedAt: req.posted_at });
      const tooLong = overLimit({ text: partText, prose: s.ctx.f.prose, platform }, s.ctx.length, s.ctx.fitsUntil, 'thread_part_over_limit');
      const own = [...shift(s.blockers, span.start), ...shift(tooLong, span.start)];
      blockers.push(...own);
      // X drops every reply below a dropped ancestor: pass a blocking problem down.
      const decision = ancestorBlocked ? 'reject' : partDecision(s, own);
      if (own.some((b) => b.severity === 'block')) ancestorBlocked = true;
      parts.push({
        index,
        role: index === 0 ? 'head' : 'reply',
        span,
        weighted_length: s.ctx.length.weighted,
        pre_publish_score: combinedScore(s.forecast.anyLanguageUnits, s.penalty + (tooLong.length > 0 ? BLOCKED_PART : 0)),
        // A reply's own score is all that is listed of its heads.
        phoenix_score: phoenixScore(s.ctx.f, s.moves, { reply: index > 0, platform }),
        decision,
      });
    });
    thread = { detected_by: split.detectedBy, head_stands_alone: standsAlone, parts };
    // Replies reach followers only, so the head carries the thread's score; a blocking problem anywhere holds
    // the whole thread, and costs what an over-limit post costs.
    const held = blockers.some((b) => b.severity === 'block') && !head.blockers.some((b) => b.severity === 'block') ? BLOCKED_PART : 0;
    z = head.z + held;
    decisionZ = head.decisionZ + held;
    penalty = head.penalty + held;
  } else {
    head = scorePost(globalParams, forecastWith, text, platform, req.persona, { reply: false, checkLength: true, limit, postedAt: req.posted_at, links, measured: whole });
    blockers = head.blockers;
    z = head.z;
    decisionZ = head.decisionZ;
    penalty = head.penalty;
  }

  const prePublish = combinedScore(head.forecast.anyLanguageUnits, penalty);
  const headPhoenix = phoenix(head.ctx.f, head.moves, { platform });
  const decision = decide({ blockers, editorScore: editorScore(decisionZ), annoyRisk: head.dimensions.annoy_risk });
  const resonance = req.persona ? audienceResonance(head.ctx.f, req.persona) : undefined;
  if (resonance) layers.push('audience_resonance');

  layers.push('view_curve');
  // The draft's distance from the account's typical post, in ln(1 + likes), from the account's own forecast.
  // A draft written as one later part of a thread ("2/ …") reaches the thread's readers: the account's own parts say how many.
  const effect = account ? draftEffect(head.forecast, forecastWith.log_likes_per_unit, !split && isThreadPart(text)) : null;
  const own = account && effect ? accountCurve(account, effect) : null;
  if (account) layers.push('account');
  const curve = own ?? viewCurve({ lift: head.forecast.viewsLift, platform: platformReach(platform) });

  // What the editor marks in the head post (its blockers' and warnings' places): no reason praises words there.
  const marks = editorMarks(head.ctx.f, head.blockers);
  const reasons: ScoreResult['reasons'] = [
    ...editorReasons(head.items, z, head.ctx, (c) => pointsOf(prePublish, combinedScore(head.forecast.anyLanguageUnits, penalty - Math.min(0, c))), marks.spans),
    ...languageNote(head.ctx.f),
    ...forecastReasons(
      head.forecast,
      forecastWith,
      head.ctx,
      (u) => pointsOf(prePublish, combinedScore(head.forecast.anyLanguageUnits - u, penalty)),
      account ? (term, change) => accountReason(account, term, change) : undefined,
      marks,
    ),
  ];

  const result: ScoreResult = {
    decision,
    pre_publish_score: prePublish,
    phoenix_score: significant(headPhoenix.score),
    composite_score: head.composite,
    audience_resonance: resonance?.score ?? NEUTRAL_RESONANCE,
    language: { code: head.ctx.f.language, reliable: head.ctx.f.languageReliable, read: !wordsUnread(head.ctx.f) },
    blockers,
    phoenix_actions_top: headPhoenix.top,
    composite_dimensions: head.dimensions,
    expected_engagement: account && effect ? expectedEngagement(account, effect, own, usualCurve(account)) : null,
    view_curve: curve,
    layers_used: layers,
    engine_version: ENGINE_VERSION,
    length: whole.length,
    ...(req.explain === 'full' ? { phoenix: phoenixDetail(headPhoenix) } : {}),
    reasons,
    thread,
    explanation: explanationOf({ decision, pre_publish_score: prePublish, blockers, reasons, view_curve: curve, account }, usualViews(account, own !== null, platform)),
  };
  // Only a post over the limit as one post has over-limit advice to order (a thread's parts are judged apart).
  const cutAdvice = !split && blockers.some((b) => b.code === 'over_limit') ? cutFirst(fixContext({ text, platform, persona: req.persona, limit: postLimit(platform, req.x_premium), post: head.ctx }, result)) : undefined;
  if (cutAdvice) {
    Object.assign(result, cutAdvice);
    result.explanation = explanationOf({ decision, pre_publish_score: prePublish, blockers: cutAdvice.blockers, reasons: cutAdvice.reasons, view_curve: curve, account }, usualViews(account, own !== null, platform));
  }
  if (account) result.account = { status: account.status, posts: account.posts, posts_needed: account.posts_needed, calibrated_at: account.calibrated_at };
  if (req.want_panel) {
    layers.push('panel');
    result.panel = audiencePanel({
      features: head.ctx.f,
      dimensions: head.dimensions,
      blockCodes: new Set(blockers.map((b) => b.code)),
      lift: round(head.forecast.likesLift, 3),
      resonance: resonance?.score,
      persona: req.persona,
    });
  }
  if (req.want_fixes) {
    // After the score is complete, and only on request: each fix is scored like the post, without fixes of its own.
    layers.push('fixes');
    const again = { ...request, want_fixes: false, want_panel: false };
    result.fixes = fixesOf({ text, platform, persona: req.persona, one_post: req.one_post, x_premium: req.x_premium, post: split ? undefined : head.ctx }, result, (fixed, asThread) => scoreWith(globalParams, fixedRequest(again, fixed, asThread), forecastParams));
  }
  return { result, head };
}

/** What the views are read against: the account's usual once its curve is its own, else a new account's. */
function usualViews(account: AccountModel | undefined, ownCurve: boolean, platform: Platform): UsualViews {
  const own = ownCurve && account ? usualPost(account)?.impressions : null;
  return own != null ? { views: own, whose: 'yours' } : { views: newAccountUsualViews(platform), whose: 'new_account' };
}
