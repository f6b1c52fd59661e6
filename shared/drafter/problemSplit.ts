// A problem / cause / fix split, when the idea has one: "X because Y", "The fix is Y", "Stop X. Do Y instead.",
// a complaint followed by an imperative, and the "Everyone says X, but Y" contrast.
import { IMPERATIVES, PROBLEM_CUES } from './wordClasses';

export function firstImperative(clause: string): boolean {
  const first = clause.trim().split(/\s+/u)[0]?.toLowerCase().replace(/’/gu, "'") ?? '';
  return IMPERATIVES.has(first);
}

export interface Diagnosis {
  problem?: string;
  cause?: string;
  fix?: string;
  contrast?: { against: string; claim: string };
}

export function diagnose(sentences: string[]): Diagnosis {
  const d: Diagnosis = {};
  sentences.forEach((s, i) => {
    let m: RegExpMatchArray | null;
    if (!d.cause && (m = s.match(/^(.{8,}?),?\s+because\s+(?:of\s+)?(.{4,})$/iu))) {
      d.problem ??= m[1];
      d.cause = m[2];
    }
    if (!d.cause && (m = s.match(/^(?:the\s+)?(?:real\s+|main\s+|biggest\s+)?(?:problem|issue|mistake|reason)\s+(?:is|was)\s+(?:that\s+)?(.{4,})$/iu))) d.cause = m[1];
    if (!d.fix && (m = s.match(/^(?:the\s+)?(?:fix|solution|answer|cure)\s*(?:is|was|:)\s*(?:to\s+)?(.{4,})$/iu))) d.fix = m[1];
    if (!d.problem && (m = s.match(/^stop\s+(.{4,})$/iu))) d.problem = m[1];
    if (!d.fix && i > 0 && (m = s.match(/^instead\s*,?\s+(.{4,})$/iu))) d.fix = m[1];
    if (!d.contrast && (m = s.match(/^(.{8,}?)[,;]?\s+but\s+(.{8,})$/iu))) {
      // "Everyone says X, but Y": keep X itself; the draft supplies its own framing.
      const against = (m[1] as string).replace(/^(?:everyone|everybody|people|they|most people|the (?:common |usual )?advice)\s+(?:says?|thinks?|tells? you|is)\s+(?:that\s+)?/iu, '');
      d.contrast = { against, claim: m[2] as string };
    }
  });
  const problemAt = d.problem === undefined ? -1 : sentences.findIndex((s) => s.includes(d.problem as string));
  const cueAt = sentences.findIndex((s) => PROBLEM_CUES.test(s) || /^stop\s/iu.test(s));
  const from = problemAt >= 0 ? problemAt : cueAt;
  if (from >= 0 && !d.fix) {
    // A problem, then a later sentence that says what to do: that sentence is the fix.
    const f = sentences.findIndex((s, i) => i > from && firstImperative(s) && !/^stop\s/iu.test(s));
    if (f > from) d.fix = sentences[f];
  }
  if (!d.problem && cueAt >= 0 && (d.cause || d.fix)) d.problem = sentences[cueAt];
  return d;
}
