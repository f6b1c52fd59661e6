// The drafter on the editorial pairs: each pair's better draft is given to the offline drafter as an idea, as a
// writer with a finished thought would give it. A drafter worth using offers, at rank 1, something the editor
// scores at least as high as the writer's own words, and every variant it offers is still the writer's idea:
// no number the idea lacks, the idea's numbers and most of its longer words kept, within the platform's
// limit, in the idea's language, and no two variants the same or near-copies (word overlap of 0.8 or more,
// shared/drafter/overlap.ts). The baselines are what a writer gets without ranking: the drafter's
// first variant, and a variant picked at random (the mean over all of them).
import type { DraftPair } from '../dataset/draftPairs';
import { inventedNumbers, keptWordShare, lostNumbers } from '@preflight/engine/lab';
import { draftLanguageOf } from '@preflight/engine/lab';
import { NEAR_COPY_OVERLAP, wordOverlap, wordSet } from '@preflight/engine/lab';
import type { GenerateResult } from '@preflight/engine';
import { atLeast, atMost, type Target } from './target';

/** The drafter's variants of one idea: ranked, and the text of the one it drafted first. */
export type DraftIdea = (idea: string, platform: DraftPair['platform']) => { ranked: GenerateResult['ranked']; firstDrafted: string };
export type ScoreIdea = (text: string, platform: DraftPair['platform']) => number;

/** Variants asked for per idea (an idea may get fewer): what the panel's Drafts tab and a held-out check ask for. */
export const VARIANTS_PER_IDEA = 4;
/** A variant keeps at least this share of the idea's words of five letters or more. */
export const KEPT_WORDS_MIN = 0.6;

export interface DraftsRow {
  id: string;
  platform: DraftPair['platform'];
  idea: number;
  rankOne: number;
  rankOneFormat: string;
  /** Of the variants: how many score at least the idea's own. */
  atLeastIdea: number;
  variants: number;
}

export interface DraftsReport {
  ideas: number;
  variants: number;
  /** Ideas whose rank-1 variant scores at least the idea's own pre_publish_score. */
  rankOneAtLeastIdea: number;
  /** Baseline: the first variant the drafter wrote, unranked. */
  firstDraftedAtLeastIdea: number;
  /** Baseline: a variant at random (the share over all variants). */
  anyVariantAtLeastIdea: number;
  inventedNumberVariants: number;
  lostNumberVariants: number;
  fewWordsKeptVariants: number;
  overLimitVariants: number;
  /** Ideas for which two variants read the same (letters and digits, case aside). */
  repeatedIdeas: number;
  /** Ideas for which two variants are near-copies: word overlap (Jaccard index of their words) of 0.8 or more. */
  nearCopyIdeas: number;
  /** Variants the engine reads as another language than the idea's. */
  otherLanguageVariants: number;
  rows: DraftsRow[];
  targets: Target[];
}

function sameness(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Within the platform's limit: the post, or each part of a thread the engine reads it as. */
function withinLimit(v: GenerateResult['ranked'][number]): boolean {
  const { weighted, limit } = v.sim.length;
  if (weighted <= limit) return true;
  return v.sim.thread?.parts.every((p) => p.weighted_length <= limit) ?? false;
}

export function evaluateDrafts(pairs: readonly DraftPair[], draft: DraftIdea, scoreIdea: ScoreIdea): DraftsReport {
  const rows: DraftsRow[] = [];
  let variants = 0;
  let firstDrafted = 0;
  let anyVariant = 0;
  let invented = 0;
  let lost = 0;
  let fewWords = 0;
  let overLimit = 0;
  let repeated = 0;
  let nearCopies = 0;
  let otherLanguage = 0;
  for (const pair of pairs) {
    const idea = pair.better;
    const own = scoreIdea(idea, pair.platform);
    const { ranked, firstDrafted: firstText } = draft(idea, pair.platform);
    const rankOne = ranked[0];
    if (!rankOne) throw new Error(`the drafter returned no variant for pair ${pair.id}`);
    variants += ranked.length;
    // The first variant drafted: the one a drafter that did not rank would show first.
    if (scoreIdea(firstText, pair.platform) >= own) firstDrafted++;
    let atLeast = 0;
    const language = draftLanguageOf(idea);
    for (const v of ranked) {
      if (v.sim.pre_publish_score >= own) atLeast++;
      if (draftLanguageOf(v.draft) !== language) otherLanguage++;
      if (inventedNumbers(idea, v.draft).length > 0) invented++;
      if (lostNumbers(idea, v.draft).length > 0) lost++;
      if (keptWordShare(idea, v.draft) < KEPT_WORDS_MIN) fewWords++;
      if (!withinLimit(v)) overLimit++;
    }
    anyVariant += atLeast;
    if (new Set(ranked.map((v) => sameness(v.draft))).size < ranked.length) repeated++;
    const words = ranked.map((v) => wordSet(v.draft));
    if (words.some((w, i) => words.slice(0, i).some((u) => wordOverlap(u, w) >= NEAR_COPY_OVERLAP))) nearCopies++;
    rows.push({
      id: pair.id,
      platform: pair.platform,
      idea: own,
      rankOne: rankOne.sim.pre_publish_score,
      rankOneFormat: rankOne.post_format,
      atLeastIdea: atLeast,
      variants: ranked.length,
    });
  }
  const ideas = rows.length;
  const some = ideas > 0;
  const rankOneAtLeastIdea = rows.filter((r) => r.rankOne >= r.idea).length;
  const share = (n: number, of: number) => (of > 0 ? n / of : null);
  return {
    ideas,
    variants,
    rankOneAtLeastIdea,
    firstDraftedAtLeastIdea: firstDrafted,
    anyVariantAtLeastIdea: anyVariant,
    inventedNumberVariants: invented,
    lostNumberVariants: lost,
    fewWordsKeptVariants: fewWords,
    overLimitVariants: overLimit,
    repeatedIdeas: repeated,
    nearCopyIdeas: nearCopies,
    otherLanguageVariants: otherLanguage,
    rows,
    targets: [
      atLeast('rank-1 variant scores at least the idea itself in >= 90 % of ideas', share(rankOneAtLeastIdea, ideas), 0.9, 'share'),
      atLeast(
        'rank-1 ahead of the first variant drafted (share of ideas, points)',
        some ? (rankOneAtLeastIdea - firstDrafted) / ideas : null,
        0,
        'points',
      ),
      atMost('variants stating a number the idea lacks = 0', some ? invented : null, 0, 'count'),
      atMost('variants that drop a number of the idea = 0', some ? lost : null, 0, 'count'),
      atMost(`variants keeping under ${KEPT_WORDS_MIN * 100} % of the idea's words of 5+ letters = 0`, some ? fewWords : null, 0, 'count'),
      atMost("variants over the platform's limit = 0", some ? overLimit : null, 0, 'count'),
      atMost('ideas with two variants alike = 0', some ? repeated : null, 0, 'count'),
      atMost(`ideas with two variants of word overlap >= ${NEAR_COPY_OVERLAP} = 0`, some ? nearCopies : null, 0, 'count'),
      atMost("variants read as another language than the idea's = 0", some ? otherLanguage : null, 0, 'count'),
    ],
  };
}
