// How the drafts on the Drafts tab were made, in words that claim no more than the result shows: who drafted them
// (the offline drafter here, the API's offline drafter, or a named language model) and what the engine did with
// them (it scores and ranks every draft; with a model it also sent drafts back, as the variants' records say).
import type { GenerateResult } from '../../shared/index';
import type { DraftsState } from '../state/panelModel';

type DraftsSource = Extract<DraftsState, { kind: 'done' }>['source'];

/** The line under the variants. */
export function draftsFooter(result: GenerateResult, source: DraftsSource): string {
  const ranked = 'ranked by the editor’s score';
  if (source === 'offline') return `Rewritten from your idea offline, ${ranked}.`;
  if (result.drafter.kind === 'offline') return `Rewritten from your idea by the API’s offline drafter (no language model there), ${ranked}.`;
  const model = result.drafter.model ? `the language model ${result.drafter.model}` : 'a language model';
  return `Drafted by ${model} through the API, ${ranked}.`;
}
