// The engine's pipeline, in two voices over one reading of the text:
//   - the editor: concepts (each one contribution to the editor's z) → blockers, composite dimensions,
//     decision, fixes and the editor's reasons;
//   - the forecast: measurements fitted on real outcomes plus the platform's documented policies
//     (shared/forecast/) → phoenix actions and score, the view curve, the data's reasons;
// and pre_publish_score, which combines the two (shared/editorModel/prePublish.ts), with the thread gate around it
// (scoreThread.ts), then the optional audience panel and fixes. Each post is scored by scorePost.ts; the fixes
// take this pass as their scorer, so they never import it.
import { ScoreRequest, type Platform, type ScoreResult } from './schemas';
import { postLimit } from './platformFacts/limits';
import { measureLength } from './post/length';
import { linksOf } from './post/xLinks';
import { phoenix, phoenixDetail, type PhoenixResult } from './phoenix/phoenix';
import { significant } from './phoenix/significant';
import { forecastPost } from './forecast/forecast';
import { forecastReasons } from './forecast/forecastReasons';
import { FORECAST } from './params/forecast';
import { platformReach } from './platformFacts/priors';
import type { ForecastParams } from './params/forecastParams';
import { NEUTRAL_RESONANCE, audienceResonance } from './audience/resonance';
import { combinedScore, editorScore } from './editorModel/prePublish';
import { editorReasons } from './editorModel/reasons';
import { editorMarks } from './editorModel/marks';
import { languageNote } from './editorModel/languageNote';
import { wordsUnread } from './cues/cueLanguages';
import { decide } from './editorModel/decision';
import { splitThread, type ThreadSplit } from './post/threadGate';
import { viewCurve } from './viewCurve/viewCurve';
import { audiencePanel } from './audience/audiencePanel';
import { ENGINE_VERSION } from './version';
import { FITTED } from './params/fitted';
import type { FittedParams } from './params/fittedParams';
import type { MeasuredLength } from './post/length';
import type { AccountModel } from './account/accountModel';
import { coldStartGuessOf, type ColdStartGuess } from './account/coldStartGuess';
import { accountForecastParams, draftEffect, expectedEngagement } from './account/accountForecast';
import { isThreadPart } from './account/threadPart';
import { accountCurve, usualCurve } from './account/accountViews';
import { accountReason } from './account/accountReasons';
import { fixedRequest, fixesOf } from './fixes/fixesOf';
import { fixContext } from './fixes/fixContext';
import { cutFirst } from './fixes/cutFirst';
import { explanationOf } from './explanation/explanation';
import type { UsualViews } from './explanation/reach';
import { newAccountUsualViews, usualPost } from './account/usualPost';
import { scorePost, type PostScore, type TextScore } from './scorePost';
import { scoreThread } from './scoreThread';

/** A score request as the engine takes it: the contract's fields plus, optionally, the account's model. */
export type ScoreInput = ScoreRequest & { account?: AccountModel };

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

/** What one pass reads once and every step after the reading shares. */
interface Pass {
  globalParams: FittedParams;
  forecastParams: ForecastParams;
  request: ScoreInput;
  req: ScoreRequest;
  account: AccountModel | undefined;
  /** The forecast's parameters: the account's own when it has a model. */
  forecastWith: ForecastParams;
  platform: Platform;
  layers: string[];
  whole: MeasuredLength;
  split: ThreadSplit | undefined;
}

/** How the result was made, as the steps after it read it. */
interface Seen {
  /** The views are the account's own curve (not the generic one). */
  ownCurve: boolean;
  /** The audience resonance measured for a persona; undefined when there is none to measure. */
  resonance: number | undefined;
}

/** One pass of the engine: the result, and the head post's scores it was made from. */
function scorePass(
  globalParams: FittedParams,
  request: ScoreInput,
  forecastParams: ForecastParams,
): { result: ScoreResult; head: PostScore } {
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
  const pass: Pass = { globalParams, forecastParams, request, req, account, forecastWith, platform, layers, whole, split };
  let read: TextScore;
  if (split) {
    layers.push('thread_gate');
    read = scoreThread(globalParams, forecastWith, { text, platform, persona: req.persona, limit, postedAt: req.posted_at }, split);
  } else {
    const options = { reply: false, checkLength: true, limit, postedAt: req.posted_at, links, measured: whole };
    const head = scorePost(globalParams, forecastWith, text, platform, req.persona, options);
    read = { head, blockers: head.blockers, thread: null, z: head.z, decisionZ: head.decisionZ, penalty: head.penalty };
  }
  const { result, seen } = resultOf(pass, read);
  addAfterTheScore(pass, read, result, seen);
  return { result, head: read.head };
}

/**
 * The result of the text as read: the verdict, both voices' numbers and reasons, the view curve, the explanation;
 * with what the steps after it read of how it was made.
 */
function resultOf(pass: Pass, read: TextScore): { result: ScoreResult; seen: Seen } {
  const { req, account, forecastWith, platform, layers, whole, split } = pass;
  const { head, blockers, thread, z, decisionZ, penalty } = read;
  const prePublish = combinedScore(head.forecast.anyLanguageUnits, penalty);
  const headPhoenix = phoenix(head.ctx.f, head.moves, { platform });
  const decision = decide({ blockers, editorScore: editorScore(decisionZ), annoyRisk: head.dimensions.annoy_risk });
  const resonance = req.persona ? audienceResonance(head.ctx.f, req.persona) : undefined;
  if (resonance) layers.push('audience_resonance');

  layers.push('view_curve');
  // The draft's distance from the account's typical post, in ln(1 + likes), from the account's own forecast.
  // A draft written as one later part of a thread ("2/ …") reaches the thread's readers: the account's own parts say how many.
  const effect = account ? draftEffect(head.forecast, forecastWith.log_likes_per_unit, !split && isThreadPart(req.text)) : null;
  const own = account && effect ? accountCurve(account, effect) : null;
  if (account) layers.push('account');
  const curve = own ?? viewCurve({ lift: head.forecast.viewsLift, platform: platformReach(platform) });
  const reasons = reasonsOf(pass, head, z, penalty, prePublish);

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
    ...fullTrace(req, headPhoenix),
    reasons,
    thread,
    explanation: explanationOf(
      { decision, pre_publish_score: prePublish, blockers, reasons, view_curve: curve, account },
      usualViews(account, own !== null, platform),
    ),
  };
  return { result, seen: { ownCurve: own !== null, resonance: resonance?.score } };
}

/** The whole phoenix trace, on request only: it is most of an answer's size. */
function fullTrace(req: ScoreRequest, headPhoenix: PhoenixResult): Pick<ScoreResult, 'phoenix'> {
  return req.explain === 'full' ? { phoenix: phoenixDetail(headPhoenix) } : {};
}

/** Both voices' reasons for the head post, each with the points it is worth, and the note on its language. */
function reasonsOf(pass: Pass, head: PostScore, z: number, penalty: number, prePublish: number): ScoreResult['reasons'] {
  const { account, forecastWith } = pass;
  // What the editor marks in the head post (its blockers' and warnings' places): no reason praises words there.
  const marks = editorMarks(head.ctx.f, head.blockers);
  return [
    ...editorReasons(
      head.items,
      z,
      head.ctx,
      (c) => pointsOf(prePublish, combinedScore(head.forecast.anyLanguageUnits, penalty - Math.min(0, c))),
      marks.spans,
    ),
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
}

/** What is added to a complete result: the over-limit advice's order, the account's status, the panel and the fixes. */
function addAfterTheScore(pass: Pass, read: TextScore, result: ScoreResult, seen: Seen): void {
  const { globalParams, forecastParams, request, req, account, platform, layers, split } = pass;
  const { head, blockers } = read;
  const text = req.text;
  // Only a post over the limit as one post has over-limit advice to order (a thread's parts are judged apart).
  const cutAdvice =
    !split && blockers.some((b) => b.code === 'over_limit')
      ? cutFirst(fixContext({ text, platform, persona: req.persona, limit: postLimit(platform, req.x_premium), post: head.ctx }, result))
      : undefined;
  if (cutAdvice) {
    Object.assign(result, cutAdvice);
    const { decision, pre_publish_score, view_curve } = result;
    const told = { decision, pre_publish_score, blockers: cutAdvice.blockers, reasons: cutAdvice.reasons, view_curve, account };
    result.explanation = explanationOf(told, usualViews(account, seen.ownCurve, platform));
  }
  if (account)
    result.account = {
      status: account.status,
      posts: account.posts,
      posts_needed: account.posts_needed,
      calibrated_at: account.calibrated_at,
    };
  if (req.want_panel) {
    layers.push('panel');
    result.panel = audiencePanel({
      features: head.ctx.f,
      dimensions: head.dimensions,
      blockCodes: new Set(blockers.map((b) => b.code)),
      lift: round(head.forecast.likesLift, 3),
      resonance: seen.resonance,
      persona: req.persona,
    });
  }
  if (req.want_fixes) {
    // After the score is complete, and only on request: each fix is scored like the post, without fixes of its
    // own. The request was checked once, at the face or by `score`: a fix's text is checked against the
    // contract's length by the fixes themselves, so it is scored without parsing the request again.
    layers.push('fixes');
    const again = { ...request, want_fixes: false, want_panel: false };
    const { one_post, x_premium, persona } = req;
    const post = { text, platform, persona, one_post, x_premium, post: split ? undefined : head.ctx };
    const scoreFix = (fixed: string, asThread: boolean) =>
      scoreCheckedWith(globalParams, fixedRequest(again, fixed, asThread), forecastParams);
    result.fixes = fixesOf(post, result, scoreFix);
  }
}

/** What the views are read against: the account's usual once its curve is its own, else a new account's. */
function usualViews(account: AccountModel | undefined, ownCurve: boolean, platform: Platform): UsualViews {
  const own = ownCurve && account ? usualPost(account)?.impressions : null;
  return own != null ? { views: own, whose: 'yours' } : { views: newAccountUsualViews(platform), whose: 'new_account' };
}
