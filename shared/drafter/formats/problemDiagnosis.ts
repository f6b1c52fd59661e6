// problem_diagnosis as a structure: the problem, its cause and the fix, each one of the idea's own clauses.
// A clause joined by "because" is the cause and what comes before it the problem; without one, a first clause
// with no number is the problem only when it says something went wrong (a word of the phrasebook's trouble
// list, or in English any word AFINN rates −2 or below): "Problem: Our support team answers tickets in German"
// would call a plain fact a problem. Later clauses are the fix, and clauses stating a number its result (kept,
// as every number of the idea is); without a cause, a clause is the fix only where the writer is its subject.
// What the idea does not say is a slot for the writer; an idea with nothing a diagnosis can honestly hold
// gets none.
import { line, type Block } from '../blocks';
import type { Clause, IdeaParts } from '../ideaParts';
import { joinClauses, keptSentences, labelled } from '../pieces';
import { valenceOf } from '../../cues/valence';
import { anyWordOf } from '../phrasebook';
import { writerActs } from '../writerActs';
import type { Layout } from '../rewrites';
import { VARIANT_LABELS } from '../variantLabels';

interface Diagnosis {
  /** The view the idea argues against, as written. */
  context?: string;
  problem?: string;
  cause?: string;
  fix?: string;
  result?: string;
}

const TROUBLE_VALENCE = -2;

/** The clause says something went wrong. */
function saysTrouble(c: Clause, parts: IdeaParts): boolean {
  if (!parts.book) return false;
  if (anyWordOf(parts.book.trouble).test(c.text)) return true;
  return (
    parts.language === 'en' &&
    Array.from(c.text.toLowerCase().matchAll(/\p{L}+/gu), (m) => valenceOf(m[0])).some((v) => v <= TROUBLE_VALENCE)
  );
}

function joined(clauses: readonly Clause[], parts: IdeaParts): string | undefined {
  if (clauses.length === 0) return undefined;
  return joinClauses(clauses, parts);
}

function diagnosisOf(parts: IdeaParts): Diagnosis {
  const context = keptSentences(parts, (c) => c.role === 'against') || undefined;
  const d = ownDiagnosisOf(parts);
  return d.problem || d.cause || d.fix || d.result ? { context, ...d } : d;
}

function ownDiagnosisOf(parts: IdeaParts): Diagnosis {
  // A view the idea argues against ("Everyone says…, but…") is neither the writer's problem nor their fix.
  const all = parts.sentences.flatMap((s) => s.clauses).filter((c) => c.role !== 'against');
  if (all.length === 0) return {};
  const at = all.findIndex((c) => c.role === 'cause');
  if (at > 0) {
    const sentenceEnd = parts.sentences.reduce(
      (end, s) => (end >= 0 ? end : s.clauses.includes(all[at] as Clause) ? all.indexOf(s.clauses[s.clauses.length - 1] as Clause) : end),
      -1,
    );
    const later = all.slice(sentenceEnd + 1);
    return {
      problem: joined(all.slice(0, at), parts),
      cause: joined(all.slice(at, sentenceEnd + 1), parts),
      fix: joined(
        later.filter((c) => !c.hasNumber),
        parts,
      ),
      result: joined(
        later.filter((c) => c.hasNumber),
        parts,
      ),
    };
  }
  const [first, ...rest] = all as [Clause, ...Clause[]];
  const firstIsProblem = !first.hasNumber && rest.length > 0 && saysTrouble(first, parts);
  const others = firstIsProblem ? rest : all;
  // Without a cause to explain it, a clause is the fix only where the writer does something ("We moved the
  // suite…"): "Fix: Small pull requests get reviewed faster" would call a claim a fix.
  if (others.some((c) => !c.hasNumber && !writerActs(c, parts))) return {};
  return {
    problem: firstIsProblem ? joined([first], parts) : undefined,
    fix: joined(
      others.filter((c) => !c.hasNumber),
      parts,
    ),
    result: joined(
      others.filter((c) => c.hasNumber),
      parts,
    ),
  };
}

export function problemDiagnosis(parts: IdeaParts): Layout[] {
  const book = parts.book;
  const d = diagnosisOf(parts);
  if (!d.problem && !d.cause && !d.fix && !d.result) return [];
  if (!book) {
    // No words of our own: the problem, then an arrow to the fix, only when the idea names both.
    return d.problem && d.fix && !d.result
      ? [
          {
            blocks: [line(d.problem, undefined, true), line(`→ ${d.fix}`, undefined, true)],
            slotted: false,
            label: VARIANT_LABELS.problemToFix,
          },
        ]
      : [];
  }
  const slotted = !d.problem || !d.cause || !d.fix;
  const part = (label: string, text: string | undefined, slot: string) => line(labelled(label, text ?? slot, parts), undefined, true);
  const cause = part(book.labels.cause, d.cause, book.slots.cause);
  const fix = part(book.labels.fix, d.fix, book.slots.fix);
  const result: Block[] = d.result ? [line(labelled(book.labels.result, d.result, parts), undefined, true)] : [];
  // A view the idea argues against opens the post as it was written, as context for the writer's diagnosis.
  const context: Block[] = d.context ? [line(d.context, undefined, true)] : [];
  const labelledProblem: Block[] = [...context, part(book.labels.problem, d.problem, book.slots.problem), cause, fix, ...result];
  // The problem said plainly as the opening line, then its diagnosis: only when the idea names the problem.
  const layouts: Layout[] = [{ blocks: labelledProblem, slotted, label: VARIANT_LABELS.problemCauseFix }];
  if (d.problem)
    layouts.push({
      blocks: [...context, line(`${d.problem}.`, undefined, true), cause, fix, ...result],
      slotted,
      label: VARIANT_LABELS.problemPlainly,
    });
  return layouts;
}
