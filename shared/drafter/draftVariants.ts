// The offline drafter: rewrites of the writer's own idea, never new content. It tightens the idea, leads with
// its number, adds a question for readers built from its words, lays it out as a thread, and fills the four
// formats' structures with its own clauses; where a structure needs something the idea does not say, it
// leaves a slot in square brackets for the writer (which the editor flags as unfinished) instead of
// inventing it. Every draft is checked against the idea before it is offered (shared/drafter/faithfulness.ts).
//
// Deterministic, with no randomness at all: the rewrites come in a fixed order of usefulness and the first n
// that pass the checks are returned, so a request for fewer drafts gives the first of a request for more.
// An idea that cannot give n distinct honest rewrites gets fewer: padding would mean inventing, and a near-copy
// of a draft already offered (./overlap.ts) is no second draft. The outcome says why it gave fewer.
import type { z } from 'zod';
import { GenerateRequest, N_VARIANTS_DEFAULT, type Draft, type PostFormat, type VariantShortfall } from '../schemas';
import { hasThreads } from '../platformFacts/limits';
import { fitToLimit } from './fitToLimit';
import { DROP_BEFORE_SHRINKING, type Block } from './blocks';
import { closingHashtags } from './tidyIdea';
import { draftLanguageOf, ideaParts, type IdeaParts } from './ideaParts';
import { closingQuestion, plain, pointFirst, questions, thread, type Layout } from './rewrites';
import { inventedNumbers, keptWordShare, lostNumbers } from './faithfulness';
import { buildInPublic } from './formats/buildInPublic';
import { contrarian } from './formats/contrarian';
import { problemDiagnosis } from './formats/problemDiagnosis';
import { tacticalChecklist } from './formats/tacticalChecklist';
import { NEAR_COPY_OVERLAP, wordOverlap, wordSet } from './overlap';
import { shortfallOf } from './shortfall';
import { slottedLabel, VARIANT_LABELS, withQuestionLabel } from './variantLabels';

export const DraftRequest = GenerateRequest.pick({ idea: true, n_variants: true, post_format: true, persona: true, platform: true });
export type DraftRequest = z.input<typeof DraftRequest>;

const FORMATS: Record<PostFormat, (parts: IdeaParts) => Layout[]> = {
  problem_diagnosis: problemDiagnosis,
  build_in_public: buildInPublic,
  tactical_checklist: tacticalChecklist,
  contrarian,
};
/**
 * A format's structures for the idea. An idea that only asks ("Should a startup hire a designer first?")
 * states no problem, change, result or view of its own: a structure would label a question as one of them.
 */
function structuresOf(format: PostFormat, parts: IdeaParts): Layout[] {
  return parts.sentences.every((s) => s.end === '?') ? [] : FORMATS[format](parts);
}

const FORMAT_ORDER: readonly PostFormat[] = ['problem_diagnosis', 'build_in_public', 'tactical_checklist', 'contrarian'];
/** A draft keeps at least this share of the idea's longer words (or as many as the tightened idea itself keeps). */
const KEPT_WORD_SHARE = 0.6;

interface Candidate {
  layout: Layout;
  format: PostFormat;
}

/** The format an idea's own shape fits: a cause makes a diagnosis, a contrast a contrarian take, and so on. */
function shapeOf(parts: IdeaParts): PostFormat {
  const clauses = parts.sentences.flatMap((s) => s.clauses);
  if (clauses.some((c) => c.role === 'cause')) return 'problem_diagnosis';
  if (clauses.some((c) => c.role === 'against')) return 'contrarian';
  if (parts.hasNumber || parts.firstPerson) return 'build_in_public';
  if (clauses.length >= 3) return 'tactical_checklist';
  return 'contrarian';
}

function withQuestion(layout: Layout, q: string | undefined): Layout {
  return q === undefined
    ? layout
    : { blocks: [...layout.blocks, closingQuestion(q)], slotted: layout.slotted, label: withQuestionLabel(layout.label) };
}

/** Every rewrite of the idea in a format, honest ones first, each without and then with each question. */
function formatCandidates(format: PostFormat, parts: IdeaParts, asks: readonly (string | undefined)[]): Candidate[] {
  const layouts = structuresOf(format, parts);
  const ordered = [...layouts.filter((l) => !l.slotted), ...layouts.filter((l) => l.slotted)];
  const out: Candidate[] = [];
  for (const slotted of [false, true]) {
    for (const q of asks) for (const l of ordered) if (l.slotted === slotted) out.push({ layout: withQuestion(l, q), format });
  }
  return out;
}

/** The rewrites for a mixed request, most useful first: the idea's own shape, then the structures, then slots. */
function mixedCandidates(parts: IdeaParts, platform: DraftRequest['platform']): Candidate[] {
  const shape = shapeOf(parts);
  const asks = questions(parts);
  const base = plain(parts);
  const first = pointFirst(parts);
  const own = (layout: Layout | undefined, q?: string): Candidate[] => (layout ? [{ layout: withQuestion(layout, q), format: shape }] : []);
  const structures = FORMAT_ORDER.map((f) => structuresOf(f, parts).map((layout) => ({ layout, format: f })));
  const honest = (i: number) => structures.flatMap((s) => (s[i] && !s[i].layout.slotted ? [s[i]] : []));
  const slotted = (i: number) => structures.flatMap((s) => (s[i]?.layout.slotted ? [s[i]] : []));
  return [
    ...own(base),
    ...own(first),
    ...own(base, asks[0]),
    ...own(platform && hasThreads(platform) ? thread(parts) : undefined),
    ...honest(0),
    ...own(first, asks[0]),
    ...asks.slice(1).flatMap((q) => own(base, q)),
    ...honest(1),
    ...asks.flatMap((q) => honest(0).map((c) => ({ ...c, layout: withQuestion(c.layout, q) }))),
    ...slotted(0),
    ...slotted(1),
    ...asks.flatMap((q) => slotted(0).map((c) => ({ ...c, layout: withQuestion(c.layout, q) }))),
  ];
}

/** The drafts, and what was left out on the way when they are fewer than asked. */
export interface DraftOutcome {
  drafts: Draft[];
  /** Present when fewer drafts than asked for came out: why (counts over every rewrite the idea gave). */
  shortfall?: VariantShortfall;
}

export function draftVariants(request: DraftRequest): Draft[] {
  return draftOutcome(request).drafts;
}

export function draftOutcome(request: DraftRequest): DraftOutcome {
  const req = DraftRequest.parse(request);
  const n = req.n_variants ?? N_VARIANTS_DEFAULT;
  const platform = req.platform ?? 'x';
  const parts = ideaParts(req.idea);
  const candidates = req.post_format
    ? formatCandidates(req.post_format, parts, [undefined, ...questions(parts)])
    : mixedCandidates(parts, platform);

  // The hashtags the writer closed the idea with close every draft: they are the writer's, not ours to drop.
  // They go before any of the idea's sentences is shortened to fit the limit.
  const tags = closingHashtags(req.idea);
  const withTags = (blocks: readonly Block[]): Block[] =>
    tags ? [...blocks, { text: tags, role: 'closer', drop: DROP_BEFORE_SHRINKING - 1 }] : [...blocks];
  // The idea "tightened" when tightening took nothing out is the idea as the writer wrote it, and says so.
  const plainText = fitToLimit(withTags(plain(parts).blocks), platform);
  const asWritten = plainText === req.idea.trim();
  // Every draft keeps the idea's numbers and most of its longer words, as far as the tightened idea itself
  // can: an idea too long for the limit cannot keep them all in any draft.
  const minShare = Math.min(KEPT_WORD_SHARE, keptWordShare(req.idea, plainText));
  const numbersFit = lostNumbers(req.idea, plainText).length === 0;
  const labelOf = (layout: Layout): string => {
    const label =
      asWritten && layout.label.startsWith(VARIANT_LABELS.tightened)
        ? VARIANT_LABELS.asWritten + layout.label.slice(VARIANT_LABELS.tightened.length)
        : layout.label;
    return layout.slotted ? slottedLabel(label) : label;
  };

  const drafts: Draft[] = [];
  const offered: Set<string>[] = [];
  const withheld = { near_copies: 0, other_language: 0, unfaithful: 0 };
  for (const c of candidates) {
    if (drafts.length >= n) break;
    const text = fitToLimit(withTags(c.layout.blocks), platform);
    // A draft in nearly the same words as one already offered (the same words reordered, or with a label
    // added) is the same draft twice: a variant differs in what it leads with and what it adds, or is not offered.
    const words = wordSet(text);
    if (offered.some((o) => wordOverlap(o, words) >= NEAR_COPY_OVERLAP)) {
      withheld.near_copies++;
      continue;
    }
    if (
      inventedNumbers(req.idea, text).length > 0 ||
      (numbersFit && lostNumbers(req.idea, text).length > 0) ||
      keptWordShare(req.idea, text) < minShare
    ) {
      withheld.unfaithful++;
      continue;
    }
    // A rewrite that drops or adds words may read as another language (or none): it is the writer's only if not.
    if (draftLanguageOf(text) !== parts.code) {
      withheld.other_language++;
      continue;
    }
    offered.push(words);
    drafts.push({ text, post_format: c.format, label: labelOf(c.layout) });
  }
  // A format the idea has nothing for (no words of our own in its language, no parts to fill it with) still
  // gets the idea itself, tightened: a request is never answered with nothing.
  if (drafts.length === 0) {
    drafts.push({ text: plainText, post_format: req.post_format ?? shapeOf(parts), label: labelOf(plain(parts)) });
  }
  if (drafts.length >= n) return { drafts };
  return { drafts, shortfall: shortfallOf(n, drafts.length, withheld, parts.book === undefined) };
}
