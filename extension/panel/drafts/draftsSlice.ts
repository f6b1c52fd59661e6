// The Drafts tab's piece of the panel's state: the idea, the format and the number of variants asked for,
// the drafts made from them, and inserting one in place of the writer's text (one Undo step).
import type { UndoableWrites, WriteText } from '../../state/undoableWrites';
import type { Drafting } from './drafting';

export function draftsSlice(drafting: Drafting, writes: UndoableWrites) {
  /** A draft in place of the writer's text: nothing asked, and Undo takes it back. */
  const insertDraft = (draft: string, write: WriteText): Promise<boolean> => writes.writeStep('Inserted draft', draft, write);
  return { ...drafting, insertDraft };
}

export type DraftsSlice = ReturnType<typeof draftsSlice>;
