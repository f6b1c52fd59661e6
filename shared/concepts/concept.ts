// A concept is one thing about a post a writer can act on ("concrete details", "engagement bait"). It
// measures the post once, contributes to the score once through one effect with one sign, and is explained
// once, in the direction its contribution points. Rules (editorial and platform knowledge) and fitted terms
// (real outcomes) are both concepts, so nothing one of them says is undone by another.
import type { Blocker, BlockerCode, Span } from '../schemas';
import type { ActionResponse } from '../platformFacts/actionResponse';
import type { PostContext } from '../post/postContext';
import { quotable } from '../post/evidence';

/** A blocker whose code is one of `Code`: what a concept that declares those codes may raise. */
export type BlockerOf<Code extends BlockerCode> = Blocker & { code: Code };

export interface Measurement<Code extends BlockerCode = BlockerCode> {
  /** 0 is a typical post; the contribution to the score is the concept's effect per unit times this value. */
  value: number;
  /** Where in the text the concept was found (UTF-16 offsets). */
  spans: Span[];
  /** Problems serious enough to hold (warn) or stop (block) the post, one per place where it is said once per place. */
  blockers?: BlockerOf<Code>[];
  /** Words quoted in the explanation, e.g. the bait phrase or the vague words found. */
  quote?: string;
}

/** An effect set by a rule, with the reason for its size. */
export interface RuleEffect {
  kind: 'rule';
  perUnit: number;
  source: string;
}

/** An effect fitted on real outcomes (shared/params/fitted.json), allowed only the sign the principle gives. */
export interface FittedEffect {
  kind: 'fitted';
  sign: 1 | -1;
  /** Where the fit starts from and shrinks toward: the rule's size when there is one, else 0. */
  prior: number;
  principle: string;
}

export type Dimension = 'clarity' | 'hook_strength' | 'reply_trigger_score';

export interface ReasonWords {
  /** Said when the concept raises the score: what the post does well. */
  up: (m: Measurement, ctx: PostContext) => string;
  /** Said when it lowers the score: what to change, as advice. */
  down: (m: Measurement, ctx: PostContext) => string;
}

/**
 * Each blocker code a concept raises, with its short name: the problem in a few plain words, as a one-line
 * verdict says it ("too many hashtags"). blockerName (blockerNames.ts) reads them, and the compiler checks that
 * the concepts together declare every code of the wire's list (shared/contract/blockerCodes.ts) and no other.
 */
export type BlockerNames = Readonly<Partial<Record<BlockerCode, string>>>;

/**
 * A concept; `Id` is its own id, so the table of concepts (index.ts) can tell every id without a list kept by
 * hand. The table's concepts are `Concept<ConceptId>` (index.ts): this file names no id, so it needs no table.
 */
export interface Concept<Id extends string = string> {
  id: Id;
  /** A short name in plain words, used where a concept is listed (multipliers, the check report). */
  label: string;
  /** The blockers it raises, each with its short name; absent when it raises none. */
  blockers?: BlockerNames;
  measure: (ctx: PostContext) => Measurement;
  effect: RuleEffect | FittedEffect;
  response: ActionResponse;
  dimension?: Dimension;
  /**
   * True when the concept's cues are words of the cue languages (hedges, buzzwords, news words): in a post whose
   * words the engine cannot read (shared/post/script.ts) it is neutral, neither counted against the post nor praised.
   */
  readsWords?: true;
  /**
   * True when the concept's verdict is its blocker alone: its cost ranks drafts (pre_publish_score, and the
   * editor's score a writer reads) but does not count toward the editor's score the decision reads, so a
   * concept that sends a post back for a revision cannot, by piling up, turn that into a rejection.
   */
  verdictByBlocker?: true;
  explain: ReasonWords;
}

/** The codes a concept declares: the keys of its `blockers`. */
export type DeclaredCodes<C> = C extends { readonly blockers?: infer Names } ? keyof NonNullable<Names> & BlockerCode : never;

/**
 * A concept as declared, keeping its id and its blocker codes as literal types for the table to collect; its
 * measure may raise only the codes it declares.
 */
export function defineConcept<const C extends Concept<string>>(
  concept: C & { measure: (ctx: PostContext) => Measurement<DeclaredCodes<C>> },
): C {
  return concept;
}

export const NONE: Measurement<never> = { value: 0, spans: [] };

/** The covering span of several spans, for a blocker that points at all of them. */
export function cover(spans: readonly Span[]): Span | undefined {
  const first = spans[0];
  const last = spans[spans.length - 1];
  return first && last ? { start: first.start, end: last.end } : undefined;
}

/** "a", "b" and "c" — the matched words, quoted, for an explanation. */
export function quoted(text: string, spans: readonly Span[], max = 3): string {
  const words: string[] = [];
  for (const s of spans) {
    if (words.length >= max) break;
    const w = quotable(text.slice(s.start, s.end));
    if (!words.includes(w)) words.push(w);
  }
  const q = words.map((w) => `"${w}"`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** A blocker pointing at the span that covers the given spans (none when there are none). */
export function blockerAt<Code extends BlockerCode>(blocker: BlockerOf<Code>, spans: readonly Span[]): BlockerOf<Code> {
  const span = cover(spans);
  return span ? { ...blocker, span } : blocker;
}

/** A blocker as a concept states it: a warning unless it says it blocks, placed by `held`. */
export interface Hold<Code extends BlockerCode> {
  code: Code;
  severity?: Blocker['severity'];
  message: string;
  fix: string;
}

/** The measurement with the one blocker it raises, pointing at `at`: by default what was measured. */
export function held<Code extends BlockerCode>(m: Measurement<never>, hold: Hold<Code>, at: readonly Span[] = m.spans): Measurement<Code> {
  return { ...m, blockers: [blockerAt({ code: hold.code, severity: hold.severity ?? 'warn', message: hold.message, fix: hold.fix }, at)] };
}

/** An explanation in the same words whatever was measured: what the post does well, and what to change. */
export function inWords(up: string, down: string): ReasonWords {
  return { up: () => up, down: () => down };
}
