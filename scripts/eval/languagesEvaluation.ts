// The same post across languages: each concrete post written in English and translated by hand into the other
// languages the editor reads (scripts/eval/languageTwins.ts). The engine should judge the content, not the
// language: each translation's pre_publish_score is compared with its English twin's, and no translation may
// get a worse decision than the English (a writer told "revise" in Spanish for what passes in English is
// judged by the language, not the writing). The versions in scripts the editor does not read (Thai, Hindi)
// are reported beside them, judged on what any script shows, and counted in no target.
import type { LanguageTwin } from './languageTwins';
import { atLeast, atMost, type Target } from './target';

export type TwinDecision = 'publish' | 'revise' | 'reject';
export interface TwinScore {
  prePublish: number;
  decision: TwinDecision;
}
export type ScoreTwin = (text: string) => TwinScore;

/** A translation's score, and how far it is from its English twin's (positive: above it). */
export interface TranslationResult extends TwinScore {
  language: string;
  gap: number;
  /** Its decision is worse than the English twin's. */
  heldBack: boolean;
}

export interface TwinResult {
  id: string;
  english: TwinScore;
  translations: TranslationResult[];
  otherScripts: TranslationResult[];
}

export interface LanguagesReport {
  posts: number;
  translations: number;
  /** Translations within WITHIN_POINTS of their English twin, either way. */
  within: number;
  /** The largest gap (in points, either way) of any translation, and where. */
  largestGap: { id: string; language: string; gap: number } | null;
  /** Translations whose decision is worse than their English twin's. */
  heldBack: number;
  rows: TwinResult[];
  targets: Target[];
}

/** How far a translation may score from its English twin and still count as the same score. */
export const WITHIN_POINTS = 6;
/** The share of translations that must be within it. */
export const WITHIN_SHARE = 0.9;

const RANK: Record<TwinDecision, number> = { reject: 0, revise: 1, publish: 2 };

function versus(english: TwinScore, language: string, own: TwinScore): TranslationResult {
  return { language, ...own, gap: own.prePublish - english.prePublish, heldBack: RANK[own.decision] < RANK[english.decision] };
}

export function evaluateLanguages(twins: readonly LanguageTwin[], scorePost: ScoreTwin): LanguagesReport {
  const rows: TwinResult[] = twins.map((twin) => {
    const english = scorePost(twin.en);
    return {
      id: twin.id,
      english,
      translations: Object.entries(twin.translations).map(([language, text]) => versus(english, language, scorePost(text))),
      otherScripts: Object.entries(twin.otherScripts ?? {}).map(([language, text]) => versus(english, language, scorePost(text))),
    };
  });
  const all = rows.flatMap((r) => r.translations.map((t) => ({ id: r.id, t })));
  const within = all.filter(({ t }) => Math.abs(t.gap) <= WITHIN_POINTS).length;
  const heldBack = all.filter(({ t }) => t.heldBack).length;
  const largest = all.reduce<(typeof all)[number] | undefined>(
    (worst, x) => (worst === undefined || Math.abs(x.t.gap) > Math.abs(worst.t.gap) ? x : worst),
    undefined,
  );
  const some = all.length > 0;
  return {
    posts: rows.length,
    translations: all.length,
    within,
    largestGap: largest ? { id: largest.id, language: largest.t.language, gap: largest.t.gap } : null,
    heldBack,
    rows,
    targets: [
      atLeast(
        `translations within ${WITHIN_POINTS} points of their English twin >= ${WITHIN_SHARE * 100} %`,
        some ? within / all.length : null,
        WITHIN_SHARE,
        'share',
      ),
      atMost('translations held back further than their English twin = 0', some ? heldBack : null, 0, 'count'),
    ],
  };
}
