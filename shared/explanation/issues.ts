// What to change and why, in the order that helps most: the engine's blockers first (blocking ones, then
// warnings, each by what its concept costs), then the editor's reasons that cost points, by impact. The engine
// says each concept once; a reason whose concept already has a blocker is left out, so no message shows twice.
// The data's and the platforms' reasons are not things to fix: they say what the forecast rests on, and a
// client shows them in their own voice (dataSays).
import type { Blocker, Fix, Issue, IssueSeverity, ScoreResult } from '../schemas';
import { blockerName } from '../concepts/blockerNames';

type Reason = ScoreResult['reasons'][number];

const conceptOf = (b: Blocker) => b.concept ?? b.code;
/** The engine's note on a post whose language or script its word cues cannot read. */
const LANGUAGE = 'language';
const OVER_LIMIT = 'over_limit';
const severityRank: Record<IssueSeverity, number> = { block: 0, warn: 1, reason: 2 };

/**
 * One issue per concept: the same problem said at several places (three bait phrases) is one issue with a
 * span for each, and the engine's one fix for that concept. A blocking mention outranks a warning of the
 * same concept, and its words lead the issue.
 */
function blockerIssues(blockers: readonly Blocker[], impactOf: (concept: string) => number): Issue[] {
  const byConcept = new Map<string, Issue>();
  for (const b of blockers) {
    const concept = conceptOf(b);
    const span = b.span && b.span.end > b.span.start ? [b.span] : [];
    const known = byConcept.get(concept);
    if (!known) {
      byConcept.set(concept, {
        id: `${concept}:${byConcept.size}`,
        severity: b.severity,
        concept,
        name: blockerName(b.code),
        message: b.message,
        fix: b.fix,
        spans: span,
        impact: impactOf(concept),
        code: b.code,
      });
      continue;
    }
    known.spans.push(...span);
    if (b.severity === 'block' && known.severity !== 'block')
      Object.assign(known, { severity: 'block', name: blockerName(b.code), message: b.message, fix: b.fix, code: b.code });
  }
  return [...byConcept.values()];
}

/** Everything worth changing, most helpful first. */
export function issuesOf(result: Pick<ScoreResult, 'blockers' | 'reasons'>): Issue[] {
  const impactOf = (concept: string) => result.reasons.find((r) => r.concept === concept)?.impact ?? 0;
  const blockers = blockerIssues(result.blockers, impactOf);
  const covered = new Set(blockers.map((i) => i.concept));
  const seen = new Set<string>();
  const reasons: Issue[] = [];
  for (const r of result.reasons) {
    if (r.voice !== 'editor' || r.effect !== 'down' || r.concept === LANGUAGE || covered.has(r.concept) || seen.has(r.text)) continue;
    seen.add(r.text);
    reasons.push({
      id: `reason:${r.concept}`,
      severity: 'reason',
      concept: r.concept,
      name: r.text,
      message: r.text,
      fix: null,
      spans: [],
      impact: r.impact,
      code: null,
    });
  }
  // Array.prototype.sort is stable: equal issues keep the engine's order.
  const ranked = [...blockers, ...reasons].sort((a, b) => severityRank[a.severity] - severityRank[b.severity] || a.impact - b.impact);
  return saidOnce(ranked, result.reasons);
}

/**
 * Words said once: an issue whose every word an issue ranked before it already quotes ("cosas" as filler, then
 * as a vague word) is not a second card about the same words. It joins that issue: any place of its own is marked
 * there and what it costs is added to what that issue costs, so the card still says what fixing the words gives back.
 */
function saidOnce(ranked: readonly Issue[], reasons: readonly Reason[]): Issue[] {
  const wordsOf = (concept: string) =>
    (reasons.find((r) => r.concept === concept && r.voice === 'editor')?.words ?? []).map((w) => w.toLocaleLowerCase());
  const kept: { issue: Issue; words: string[] }[] = [];
  for (const issue of ranked) {
    // Over the limit is about where the post ends, not about its words: it is never another issue's.
    const words = issue.concept === OVER_LIMIT ? [] : wordsOf(issue.concept);
    const quotes = (earlier: string[]) => words.length > 0 && words.every((w) => earlier.some((e) => e.includes(w)));
    const home = kept.find((k) => quotes(k.words));
    if (!home) {
      kept.push({ issue: { ...issue, spans: [...issue.spans] }, words });
      continue;
    }
    // Its places are the same words: a place that meets one already marked adds nothing but a second underline.
    for (const span of issue.spans)
      if (!home.issue.spans.some((s) => span.start < s.end && s.start < span.end)) home.issue.spans.push(span);
    home.issue.impact += issue.impact;
  }
  return kept.map((k) => k.issue);
}

/**
 * That note, said apart from the issues: it says what the post was judged on, which is nothing to fix.
 */
export function languageNoteOf(result: Pick<ScoreResult, 'reasons'>): string | null {
  return result.reasons.find((r) => r.concept === LANGUAGE)?.text ?? null;
}

/** What the post does well in the editor's eyes, biggest help first (each said once). */
export function strengthsOf(result: Pick<ScoreResult, 'reasons'>): Reason[] {
  const seen = new Set<string>();
  return result.reasons
    .filter((r) => {
      if (r.voice !== 'editor' || r.effect !== 'up' || seen.has(r.text)) return false;
      seen.add(r.text);
      return true;
    })
    .sort((a, b) => b.impact - a.impact);
}

/** What the data and the platforms' policies say about the post, in the engine's order (policies first). */
export function dataSays(result: Pick<ScoreResult, 'reasons'>): Reason[] {
  return result.reasons.filter((r) => r.voice !== 'editor');
}

/** The fixes that belong to an issue: the ones for its concept. */
export function fixesFor(issue: Issue, fixes: readonly Fix[]): Fix[] {
  return fixes.filter((f) => f.concept === issue.concept || (issue.code !== null && f.concept === issue.code));
}

/** Fixes no issue claims (shown after the issues', so none is lost). */
export function unclaimedFixes(issues: readonly Issue[], fixes: readonly Fix[]): Fix[] {
  return fixes.filter((f) => !issues.some((issue) => fixesFor(issue, [f]).length > 0));
}
