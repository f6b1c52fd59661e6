// The slots a draft leaves for its writer ("[what you measured]", "[qué mediste]"), read from the engine's own
// result for that draft rather than found a second way: the placeholder blocker says where they lie, and the
// reason of the concept that raised it names each one as the draft writes it. A slot the engine did not flag is
// not marked, so the marks and the verdict beside them can never disagree.
import type { Blocker, ScoreResult, Span } from '@preflight/engine';

export type DraftPart = { kind: 'text'; text: string } | { kind: 'slot'; text: string };

export interface DraftSlots {
  /** The draft cut into plain text and slots, in order; joined, the parts are the draft. */
  parts: DraftPart[];
  /** What to fill in before posting, in the engine's words; null when the draft leaves nothing to fill in. */
  note: string | null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Where a quoted word stands in the text. The engine quotes with its spaces collapsed, so any run of spaces
 * matches one; a word that starts or ends with a letter or digit is matched whole ("TODO" is not in "TODOS").
 */
function occurrences(text: string, word: string, within: Span): Span[] {
  const body = word.trim().split(/\s+/u).map(escapeRegExp).join('\\s+');
  if (body === '') return [];
  const before = /^[\p{L}\p{N}]/u.test(word) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(word) ? '(?![\\p{L}\\p{N}])' : '';
  const found: Span[] = [];
  for (const m of text.slice(within.start, within.end).matchAll(new RegExp(`${before}${body}${after}`, 'gu'))) {
    found.push({ start: within.start + m.index, end: within.start + m.index + m[0].length });
  }
  return found;
}

/** Spans in order, a span overlapping an earlier one left out. */
function ordered(spans: readonly Span[]): Span[] {
  const kept: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = kept.at(-1);
    if (!last || s.start >= last.end) kept.push(s);
  }
  return kept;
}

function cut(text: string, slots: readonly Span[]): DraftPart[] {
  const parts: DraftPart[] = [];
  let at = 0;
  for (const s of slots) {
    if (s.start > at) parts.push({ kind: 'text', text: text.slice(at, s.start) });
    parts.push({ kind: 'slot', text: text.slice(s.start, s.end) });
    at = s.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The span a blocker points at, when it lies within the text (else the whole text). */
function regionOf(blocker: Blocker, text: string): Span {
  const span = blocker.span;
  return span && span.start < span.end && span.end <= text.length ? span : { start: 0, end: text.length };
}

/** The slots of one draft and what to do about them, from the engine's result for exactly that text. */
export function draftSlots(draft: string, sim: Pick<ScoreResult, 'blockers' | 'reasons'>): DraftSlots {
  const blocker = sim.blockers.find((b) => b.code === 'placeholder');
  if (!blocker) return { parts: [{ kind: 'text', text: draft }], note: null };
  // The blocker names the concept that raised it, so the client can read that concept's reason for the words.
  const reason = sim.reasons.find((r) => r.concept === blocker.concept && r.effect === 'down');
  const region = regionOf(blocker, draft);
  const quotedSlots = ordered((reason?.words ?? []).flatMap((w) => occurrences(draft, w, region)));
  // Without the reason's words (a result cut short), the blocker's own span is the one place known to be a slot.
  const slots = quotedSlots.length > 0 ? quotedSlots : blocker.span && region === blocker.span ? [region] : [];
  return { parts: cut(draft, slots), note: reason?.text ?? `${blocker.message} ${blocker.fix}` };
}
