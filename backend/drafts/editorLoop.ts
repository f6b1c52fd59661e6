// Drafting with the engine as editor: the model drafts, the engine reviews each draft the way it will rank it,
// and the drafts it would not publish (or that state numbers the idea does not) go back to the model with the
// engine's notes, all of them in one call per round, at most MAX_REVISION_ROUNDS rounds.
//
// One call per round for every flagged draft, rather than one call per draft: a round costs one model call
// whatever n is, so a generate call makes at most MAX_MODEL_CALLS calls (4) instead of up to 1 + 2·n (21 for
// ten variants), and its worst-case time is a fixed multiple of the per-call timeout.
// Two rounds: the first rewrite fixes most flagged drafts; the second catches a fix that brought a new problem
// (a rewrite that runs over the length limit). A third would add another per-call timeout to a call the
// writer waits on, for drafts the ranking already places below the clean ones.
import { inventedNumbers } from '@preflight/engine';
import type { Draft, ScoreResult } from '@preflight/engine';
import { ApiError } from '../errors/apiError';
import { errorFields } from '../log/errorFields';
import type { Logger } from '../log/logger';
import type { DraftBatch, Drafter, DrafterRequest, RevisionItem } from './drafter';
import { editorNotes } from './editorNotes';

export const MAX_REVISION_ROUNDS = 2;
/** The first draft, its one retry on an unusable answer, and the revision rounds. */
export const MAX_MODEL_CALLS = 2 + MAX_REVISION_ROUNDS;

export interface EditorLoopInput {
  drafter: Drafter;
  request: DrafterRequest;
  /** The engine's score of a draft, with the options the ranking will use (persona, platform, account). */
  review: (text: string) => ScoreResult;
  /** The client's and the call budget's: ends a model call in flight. */
  signal: AbortSignal;
  /** The client's alone: a revision cut short by it is not a kept draft but a call nobody waits for. */
  clientGone: AbortSignal;
  logger: Logger;
}

interface Working {
  text: string;
  post_format: Draft['post_format'];
  rounds: number;
}

const DECISION_RANK: Record<ScoreResult['decision'], number> = { reject: 0, revise: 1, publish: 2 };

/** How the editor stands on a draft: its decision, how many numbers it invents, its score. */
interface Standing {
  decision: number;
  invented: number;
  score: number;
}

function standing(verdict: ScoreResult, invented: readonly string[]): Standing {
  return { decision: DECISION_RANK[verdict.decision], invented: invented.length, score: verdict.pre_publish_score };
}

/** Positive when `a` stands better than `b`: the decision first, then fewer invented numbers, then the score. */
function compareStanding(a: Standing, b: Standing): number {
  return a.decision - b.decision || b.invented - a.invented || a.score - b.score;
}

export async function draftWithEditor(input: EditorLoopInput): Promise<DraftBatch> {
  const { drafter, request, review, signal, clientGone, logger } = input;
  // The first round's failures are the call's failures (502, refunded), exactly as without an editor.
  const first = await drafter.draft(request, signal);
  if (!drafter.revise) return first;
  const drafts: Working[] = first.drafts.map((d) => ({ text: d.text, post_format: d.post_format, rounds: 1 }));

  for (let round = 2; round <= 1 + MAX_REVISION_ROUNDS; round++) {
    const due = drafts.flatMap((draft, index) => {
      const verdict = review(draft.text);
      const invented = inventedNumbers(request.idea, draft.text);
      const notes = editorNotes(verdict, draft.text, invented);
      return notes.length > 0
        ? [
            {
              index,
              standing: standing(verdict, invented),
              item: { text: draft.text, post_format: draft.post_format, notes } satisfies RevisionItem,
            },
          ]
        : [];
    });
    if (due.length === 0) break;
    let rewrites: string[];
    try {
      rewrites = await drafter.revise(
        request,
        due.map((d) => d.item),
        signal,
      );
    } catch (error) {
      if (clientGone.aborted) throw error;
      // Counts and classes only: the drafts and the notes quote the post.
      const reason = error instanceof ApiError ? error.message : undefined; // our own words (llmDrafter.ts), never the provider's
      logger.warn('revision round failed; the last good drafts are kept', { round, sent: due.length, reason, ...errorFields(error) });
      break;
    }
    due.forEach(({ index, standing: before }, k) => {
      const rewrite = rewrites[k]!;
      // A rewrite the editor judges worse (a harsher decision, more invented numbers, a lower score) is not
      // taken: the writer gets the better of the two, and the draft goes back again in the next round.
      if (compareStanding(standing(review(rewrite), inventedNumbers(request.idea, rewrite)), before) < 0) return;
      drafts[index] = { ...drafts[index]!, text: rewrite, rounds: round };
    });
  }
  return {
    drafts: drafts.map((d) => ({
      text: d.text,
      post_format: d.post_format,
      revision: { rounds: d.rounds, invented_numbers: inventedNumbers(request.idea, d.text) },
    })),
    ...(first.shortfall ? { shortfall: first.shortfall } : {}),
  };
}
