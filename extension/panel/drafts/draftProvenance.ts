// How the drafts on the Drafts tab were made, in words that claim no more than the result shows: who drafted them
// (the offline drafter here, the API's offline drafter, or a named language model), what the engine did with them
// (it scores and ranks every draft; a model's drafts it may also have sent back, as each variant's record says),
// and the numbers a model wrote that the idea does not state.
import type { DraftRevision, GenerateResult } from '@preflight/engine';
import type { DraftsState } from '../../state/panelState';

type DraftsSource = Extract<DraftsState, { kind: 'done' }>['source'];

const TIMES = ['once', 'twice'];

/** Rounds the model took: the first draft, then each time the editor sent it back. */
export function revisionWords(revision: DraftRevision): string {
  const sentBack = revision.rounds - 1;
  if (sentBack <= 0) return 'As first drafted by the model.';
  return `Revised ${TIMES[sentBack - 1] ?? `${sentBack} times`} after the editor sent it back.`;
}

/** The numbers a model's draft states that the idea does not, as a warning to check them; null when there are none. */
export function inventedNumbersWarning(revision: DraftRevision | undefined): string | null {
  const numbers = revision?.invented_numbers ?? [];
  if (numbers.length === 0) return null;
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return numbers.length === 1 ? `${list} is not in your idea: the model wrote it.` : `${list} are not in your idea: the model wrote them.`;
}

/** The line under the variants, and why they are fewer than asked when they are. */
export function draftsFooter(result: GenerateResult, source: DraftsSource): string {
  const how = draftsMadeBy(result, source);
  return result.shortfall ? `${how} ${result.shortfall.reason}` : how;
}

function draftsMadeBy(result: GenerateResult, source: DraftsSource): string {
  const ranked = "ranked by the editor's score";
  if (source === 'offline') return `Rewritten from your idea offline, ${ranked}.`;
  if (result.drafter.kind === 'offline')
    return `Rewritten from your idea by the API's offline drafter (no language model there), ${ranked}.`;
  const model = result.drafter.model ? `the language model ${result.drafter.model}` : 'a language model';
  const revisions = result.ranked.map((v) => v.revision);
  // Only variants that carry their record show the engine reviewed them (an older server sends none).
  if (revisions.length === 0 || revisions.some((r) => r === undefined)) return `Drafted by ${model} through the API, ${ranked}.`;
  // A first draft kept says nothing of why (the editor found nothing, or a revision round failed): only rewrites are counted.
  const revised = revisions.filter((r) => r !== undefined && r.rounds > 1).length;
  const count = revised === 0 ? 'none' : `${revised} of ${revisions.length}`;
  return `Drafted by ${model} through the API and reviewed by the engine as editor (${count} revised after review), ${ranked}.`;
}
