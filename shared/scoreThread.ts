// A text read as a thread (the thread gate): X ranks only the head as an original post, every later part is a
// follower-only reply. Each part is scored as a post of its own and judged apart (its length, its blockers,
// its decision); the head carries the thread's score, and a blocking problem anywhere holds the whole thread.
import type { Blocker, Platform, ScoreResult, Span } from './schemas';
import { overLimit } from './concepts/overLimit/overLimit';
import { phoenixScore } from './phoenix/phoenix';
import type { ForecastParams } from './params/forecastParams';
import type { FittedParams } from './params/fittedParams';
import { combinedScore, editorScore } from './editorModel/prePublish';
import { decide } from './editorModel/decision';
import { headStandsAlone, type ThreadSplit } from './post/threadGate';
import { scorePost, type PostScore, type TextScore } from './scorePost';

/** What a blocking problem in a thread part costs the thread: the same as an over-limit post (over_limit's rule). */
const BLOCKED_PART = -3;

/** The request's inputs every part is scored with. */
export interface ThreadRequest {
  text: string;
  platform: Platform;
  persona: string | undefined;
  limit: number;
  postedAt: string | undefined;
}

function shift(blockers: Blocker[], offset: number): Blocker[] {
  if (offset === 0) return blockers;
  return blockers.map((b) => (b.span ? { ...b, span: { start: b.span.start + offset, end: b.span.end + offset } } : b));
}

/** A blocking problem in a part caps the thread as it would cap a post: the whole thread is held. */
function partDecision(s: PostScore, blockers: Blocker[]): ScoreResult['decision'] {
  return decide({ blockers, editorScore: editorScore(s.decisionZ), annoyRisk: s.dimensions.annoy_risk });
}

export function scoreThread(globalParams: FittedParams, forecastWith: ForecastParams, req: ThreadRequest, split: ThreadSplit): TextScore {
  const { text, platform, persona, limit, postedAt } = req;
  const blockers: Blocker[] = [];
  const parts: NonNullable<ScoreResult['thread']>['parts'] = [];
  let ancestorBlocked = false;
  const headSpan = split.parts[0] as Span;
  const headText = text.slice(headSpan.start, headSpan.end);
  const standsAlone = headStandsAlone(headText);
  const scorePart = (partText: string, reply: boolean, standsAlone?: boolean) =>
    scorePost(globalParams, forecastWith, partText, platform, persona, { reply, checkLength: false, limit, postedAt, standsAlone });
  const head = scorePart(headText, false, standsAlone);
  split.parts.forEach((span, index) => {
    const partText = text.slice(span.start, span.end);
    const s = index === 0 ? head : scorePart(partText, true);
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
  // Replies reach followers only, so the head carries the thread's score; a blocking problem anywhere holds the
  // whole thread, and costs what an over-limit post costs.
  const held = blockers.some((b) => b.severity === 'block') && !head.blockers.some((b) => b.severity === 'block') ? BLOCKED_PART : 0;
  return {
    head,
    blockers,
    thread: { detected_by: split.detectedBy, head_stands_alone: standsAlone, parts },
    z: head.z + held,
    decisionZ: head.decisionZ + held,
    penalty: head.penalty + held,
  };
}
