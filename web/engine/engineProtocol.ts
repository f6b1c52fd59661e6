// What the page and its engine worker say to each other. The page holds no engine code: it sends the draft
// (or an answer of the API's, to be read the same way) and gets back everything it renders, so the page's
// own bundle stays a thin shell and the engine loads once, off the main thread.
import type { Fix, Platform, PostFormat, ScoreResult } from '@preflight/engine';

type Reason = ScoreResult['reasons'][number];
import type { FixCardModel } from '../../ui/fixCards';
import type { LikesFigures } from '../../ui/likesFigures';
import type { PreviewPart } from '../../ui/previewParts';

/** Score the draft on screen, offline. */
export interface ScoreAsk {
  kind: 'score';
  id: number;
  text: string;
  platform: Platform;
}

/** Read an answer of the API's (POST /api/v1/score with want_fixes) the way an offline score is read. */
export interface PresentAsk {
  kind: 'present';
  id: number;
  text: string;
  answer: unknown;
}

/** Read an answer of POST /api/v1/generate. */
export interface DraftsAsk {
  kind: 'drafts';
  id: number;
  answer: unknown;
}

export type EngineAsk = ScoreAsk | PresentAsk | DraftsAsk;

/** A fix as its card shows it: the fix, and its preview (what Apply writes, struck and marked). */
export interface ShownFix {
  fix: Fix;
  preview: PreviewPart[];
}

/** A fix card (ui/fixCards.ts) with each fix's preview worked out. */
export interface ShownCard extends Omit<FixCardModel, 'fixes'> {
  fixes: ShownFix[];
}

/** A scored text and everything the page shows about it, decided in the worker. */
export interface Presented {
  kind: 'scored';
  text: string;
  result: ScoreResult;
  cards: ShownCard[];
  strengths: Reason[];
  data: Reason[];
  /** The editor marks words of the post (see ui/WhyLists.tsx). */
  marksWords: boolean;
  /** The likes the forecast expects against the usual post (ui/likesFigures.ts), for the Details' bars. */
  likes: LikesFigures | null;
}

/** Why there is no score: nothing written, too short or too long to score, or the engine failed. */
export interface NotScored {
  kind: 'empty' | 'too_short' | 'too_long' | 'failed';
  message: string;
}

export type Reading = Presented | NotScored;

export interface DraftVariantShown {
  rank: number;
  draft: string;
  label: string | null;
  postFormat: PostFormat;
  score: number;
  tone: ScoreResult['explanation']['headline']['tone'];
  headlineLabel: string;
  meaning: string;
  decision: ScoreResult['decision'];
}

export interface DraftsShown {
  drafter: 'offline' | 'llm';
  variants: DraftVariantShown[];
  shortfall: string | null;
}

export type EngineReply =
  | { kind: 'reading'; id: number; reading: Reading }
  | { kind: 'drafts'; id: number; drafts: DraftsShown | null; message: string | null };

export type { Fix };
