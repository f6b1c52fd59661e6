// The engine's pipeline: features → blockers → phoenix → composite → resonance → pre-publish → decision,
// with the thread gate around it, then the view curve and the optional audience panel.
import { ScoreRequest, type Blocker, type Platform, type ScoreResult, type Span } from './schemas';
import { extractFeatures, type TextFeatures } from './features';
import { weightedLength, limitIndex } from './platform';
import { detectBlockers } from './blockers/blockers';
import { overLimit } from './blockers/overLimit';
import { phoenix, type PhoenixResult } from './phoenix/phoenix';
import { NEUTRAL_PHOENIX_SCORE } from './phoenix/neutral';
import { compositeDimensions, compositeScore } from './composite';
import { audienceResonance, NEUTRAL_RESONANCE } from './resonance';
import { prePublishScore } from './prePublish';
import { decide } from './decision';
import { splitThread, headStandsAlone } from './threadGate';
import { viewCurve, viewCurveSeed } from './viewCurve/viewCurve';
import { audiencePanel } from './panel';
import { topReasons } from './reasons';
import { ENGINE_VERSION } from './version';
import { FITTED } from './params/fitted';
import type { FittedParams } from './params/fittedParams';

/** One post's scores, before the thread gate combines parts. */
interface PostScore {
  features: TextFeatures;
  length: ScoreResult['length'];
  blockers: Blocker[];
  phoenix: PhoenixResult;
  lift: number;
  dimensions: ScoreResult['composite_dimensions'];
  composite: number;
  resonance: number | undefined;
  prePublish: number;
}

function scorePost(params: FittedParams, text: string, platform: Platform, persona: string | undefined, options: { reply: boolean; checkLength: boolean }): PostScore {
  const features = extractFeatures(text);
  const length = weightedLength(text, platform);
  const blockers = detectBlockers(features, length, platform, options.checkLength);
  const p = phoenix(features, blockers, params, { reply: options.reply });
  const lift = p.score / NEUTRAL_PHOENIX_SCORE;
  const dimensions = compositeDimensions(features, p);
  const composite = compositeScore(dimensions);
  const resonance = audienceResonance(features, persona)?.score;
  const prePublish = prePublishScore(lift, composite, resonance, blockers, params.blend.composite_weight);
  return { features, length, blockers, phoenix: p, lift, dimensions, composite, resonance, prePublish };
}

function shift(blockers: Blocker[], offset: number): Blocker[] {
  if (offset === 0) return blockers;
  return blockers.map((b) => (b.span ? { ...b, span: { start: b.span.start + offset, end: b.span.end + offset } } : b));
}

function decisionOf(s: PostScore, blockers: Blocker[]): ScoreResult['decision'] {
  return decide({ blockers, net: s.phoenix.net, lift: s.lift, prePublish: s.prePublish, annoyRisk: s.dimensions.annoy_risk });
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Scores with the committed fitted parameters. */
export function score(request: ScoreRequest): ScoreResult {
  return scoreWith(FITTED, request);
}

/** Scores with given parameters: `npm run fit` uses it to fit against the engine's own structure. */
export function scoreWith(params: FittedParams, request: ScoreRequest): ScoreResult {
  const req = ScoreRequest.parse(request);
  const w = params.blend.composite_weight;
  const text = req.text;
  const platform = req.platform ?? 'x';
  const layers: string[] = ['phoenix'];

  const split = splitThread(text, platform);
  let head: PostScore;
  let blockers: Blocker[];
  let thread: ScoreResult['thread'] = null;

  if (split) {
    layers.push('thread_gate');
    blockers = [];
    const parts: NonNullable<ScoreResult['thread']>['parts'] = [];
    let ancestorBlocked = false;
    const headSpan = split.parts[0] as Span;
    head = scorePost(params, text.slice(headSpan.start, headSpan.end), platform, req.persona, { reply: false, checkLength: false });
    split.parts.forEach((span, index) => {
      const partText = text.slice(span.start, span.end);
      const s = index === 0 ? head : scorePost(params, partText, platform, req.persona, { reply: true, checkLength: false });
      const length = s.length;
      const own = [...shift(s.blockers, span.start), ...shift(overLimit(partText, length, limitIndex(partText, platform), 'thread_part_over_limit'), span.start)];
      blockers.push(...own);
      // A dropped ancestor drops every reply below it (DESIGN.md 2.2): pass a blocking problem down.
      const decision = ancestorBlocked ? 'reject' : decisionOf(s, own);
      if (own.some((b) => b.severity === 'block')) ancestorBlocked = true;
      parts.push({
        index,
        role: index === 0 ? 'head' : 'reply',
        span,
        weighted_length: length.weighted,
        pre_publish_score: prePublishScore(s.lift, s.composite, s.resonance, own, w),
        phoenix_score: s.phoenix.score,
        decision,
      });
    });
    const standsAlone = headStandsAlone(text.slice(headSpan.start, headSpan.end));
    if (!standsAlone) {
      blockers.unshift({
        code: 'thread_head_not_standalone',
        severity: 'warn',
        message: 'Only the first post of a thread is shown to non-followers, and this one does not make a point on its own.',
        fix: 'Put the main claim or result in the first post; leave "1/" and 🧵 as extras, not the content.',
        span: headSpan,
      });
    }
    thread = { detected_by: split.detectedBy, head_stands_alone: standsAlone, parts };
  } else {
    head = scorePost(params, text, platform, req.persona, { reply: false, checkLength: true });
    blockers = head.blockers;
  }

  const prePublish = split ? prePublishScore(head.lift, head.composite, head.resonance, blockers, w) : head.prePublish;
  const decision = decide({ blockers, net: head.phoenix.net, lift: head.lift, prePublish, annoyRisk: head.dimensions.annoy_risk });
  if (head.resonance !== undefined) layers.push('audience_resonance');

  layers.push('view_curve');
  const curve = viewCurve({
    lift: head.lift,
    seed: viewCurveSeed([text, req.persona ?? '', platform, ENGINE_VERSION]),
  });

  const result: ScoreResult = {
    decision,
    pre_publish_score: prePublish,
    phoenix_score: Number(head.phoenix.score.toPrecision(6)),
    composite_score: head.composite,
    audience_resonance: head.resonance ?? NEUTRAL_RESONANCE,
    blockers,
    phoenix_actions_top: head.phoenix.top,
    composite_dimensions: head.dimensions,
    expected_engagement: null,
    view_curve: curve,
    layers_used: layers,
    engine_version: ENGINE_VERSION,
    length: split ? weightedLength(text, platform) : head.length,
    phoenix: head.phoenix.detail,
    reasons: topReasons(head.phoenix.detail, blockers),
    thread,
  };
  if (req.want_panel) {
    layers.push('panel');
    result.panel = audiencePanel({
      features: head.features,
      dimensions: head.dimensions,
      blockCodes: new Set(blockers.map((b) => b.code)),
      lift: round(head.lift, 3),
      resonance: head.resonance,
      persona: req.persona,
    });
  }
  return result;
}
