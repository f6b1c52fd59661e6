// A score result as the page shows it: the fix cards (issues first, each with its fixes and their edits),
// what works and what the data say. Used for the offline score and for the API's answer alike, so the two
// read the same when the engine agrees with itself.
import {
  codePointLength,
  dataSays,
  scoreChecked,
  strengthsOf,
  suggestFixes,
  TEXT_MAX,
  TEXT_MIN,
  type Fix,
  type Platform,
  type ScoreResult,
} from '@preflight/engine';
import { fixCards } from '../../ui/fixCards';
import { likesFigures } from '../../ui/likesFigures';
import { previewParts } from '../../ui/previewParts';
import type { Presented, Reading } from './engineProtocol';

export function present(text: string, result: ScoreResult, fixes: readonly Fix[]): Presented {
  return {
    kind: 'scored',
    text,
    result,
    cards: fixCards(result.explanation.issues, fixes, text).map((card) => ({
      ...card,
      fixes: card.fixes.map(({ fix, edits }) => ({ fix, preview: previewParts(text, edits) })),
    })),
    strengths: strengthsOf(result),
    data: dataSays(result),
    marksWords: result.blockers.some((b) => b.span),
    // The platform the result was scored for: the one its length was measured against.
    likes: likesFigures(result, result.length.platform),
  };
}

/** The draft scored offline, with the fixes the engine can make (the same as the API's want_fixes). */
export function readDraft(text: string, platform: Platform): Reading {
  if (text.trim() === '') return { kind: 'empty', message: 'Nothing to score yet: write or paste a draft.' };
  const n = codePointLength(text);
  if (n < TEXT_MIN) return { kind: 'too_short', message: `Too short to score: at least ${TEXT_MIN} characters.` };
  if (n > TEXT_MAX) return { kind: 'too_long', message: `Too long to score: at most ${TEXT_MAX} characters.` };
  try {
    // The length is checked above and the platform comes from the page's own list: the contract's zod check
    // would only repeat that on every pause in typing.
    const result = scoreChecked({ text, platform });
    let fixes: Fix[] = [];
    try {
      fixes = suggestFixes({ text, platform }, result);
    } catch {
      // A draft the engine cannot fix mechanically has no fixes to offer; its score already says why.
    }
    return present(text, result, fixes);
  } catch (error) {
    return { kind: 'failed', message: `The engine could not score this draft: ${error instanceof Error ? error.message : String(error)}` };
  }
}
