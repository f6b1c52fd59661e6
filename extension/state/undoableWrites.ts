// The panel's writes into the editor (a fix, Apply all, an inserted draft, a thread across boxes), each one
// step Undo can take back while the editor still holds what was written; and what to tell the writer when
// the editor did not take a write.
import { batch, signal, type ReadonlySignal } from '@preact/signals';

/** One write the panel made (a fix, Apply all, an inserted draft), while the editor still holds its text. */
export interface UndoStep {
  label: string;
  before: string;
  after: string;
  /** Where the writer's caret was before the write (an offset into `before`), put back by Undo. */
  caret: number | null;
  /**
   * A write across the site's boxes (a thread) takes itself back: writing `before` into one box would leave the
   * other boxes. Absent: Undo writes `before` back.
   */
  takeBack?: TakeBack;
}

/** What taking back a write across boxes did: `said` tells the writer what Undo could not do the site's way. */
export interface TakenBack {
  ok: boolean;
  said?: string;
}
export type TakeBack = (caret: number | null) => Promise<TakenBack>;

/** A write across boxes, as its runner reports it: what the writer's box holds after, and how to take it back. */
export interface WrittenAcross<T> {
  result: T;
  step?: { after: string; takeBack: TakeBack };
}

/** A write the editor did not take: the writer's text was left as it was, and this text is offered to copy. */
export interface WriteProblem {
  message: string;
  text: string;
}

/**
 * Writes a whole text into the editor (the composer's Insert path), with the caret at `caret` when given;
 * resolves to whether the editor holds exactly that text. When it does not, the write path has put the
 * writer's own text and selection back.
 */
export type WriteText = (text: string, caret?: number | null) => Promise<boolean>;

export interface UndoableWritesDeps {
  /** The editor's text as the panel last read it. */
  text: ReadonlySignal<string>;
  /** Where the writer's caret is in the editor's text (an offset), so Undo can put it back; absent: unknown. */
  readCaret?: () => number | null;
}

/**
 * Writes under way: the editor's text passes through in-between states that are not the writer's typing, and
 * a thread being written box by box moves the focus from box to box.
 */
function writesUnderWay() {
  let writing = 0;
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    writing++;
    try {
      return await run();
    } finally {
      writing--;
    }
  };
  return { guarded, active: () => writing > 0 };
}

export function createUndoableWrites(deps: UndoableWritesDeps) {
  /** Every write the panel made, the latest last: Undo takes them back one at a time. */
  const undoSteps = signal<UndoStep[]>([]);
  const writeProblem = signal<WriteProblem | null>(null);
  /** What the last Undo could not do the site's way (boxes it emptied instead of removing). */
  const undoNote = signal<string | null>(null);
  const { guarded, active: isWriting } = writesUnderWay();

  const pushStep = (step: UndoStep) => {
    batch(() => {
      undoSteps.value = [...undoSteps.peek(), step];
      writeProblem.value = null;
      undoNote.value = null;
    });
  };

  /** New text in the editor: typing over a written text ends Undo (taking back an old write would take the typing with it). */
  const textChanged = (next: string) => {
    if (isWriting()) return;
    const last = undoSteps.peek().at(-1);
    if (last && last.after !== next) undoSteps.value = [];
    if (undoNote.peek() !== null) undoNote.value = null;
  };

  /** Writes `next` through the composer's write path as one step Undo can take back. */
  const writeStep = async (label: string, next: string, write: WriteText): Promise<boolean> => {
    const before = deps.text.peek();
    const caret = deps.readCaret?.() ?? null;
    const ok = await guarded(() => write(next));
    if (ok) pushStep({ label, before, after: next, caret });
    else
      writeProblem.value = {
        message: `The editor did not take this change (${label}). Your text is as it was; copy the new text and paste it yourself.`,
        text: next,
      };
    return ok;
  };

  /**
   * A write across the site's boxes (a thread), made by `run`: one step of Undo when `run` reports one. Guarded
   * like every write, so the boxes' in-between texts are not taken for the writer's typing.
   */
  const writeAcross = async <T>(label: string, run: () => Promise<WrittenAcross<T>>): Promise<T> => {
    const before = deps.text.peek();
    const caret = deps.readCaret?.() ?? null;
    const { result, step } = await guarded(run);
    if (step) pushStep({ label, before, after: step.after, caret, takeBack: step.takeBack });
    return result;
  };

  /** Takes back the latest write: its text before, and the caret where it was (a thread: its own way back). */
  const undo = async (write: WriteText): Promise<boolean> => {
    const last = undoSteps.peek().at(-1);
    if (!last) return false;
    const taken = await guarded(
      async (): Promise<TakenBack> => (last.takeBack ? last.takeBack(last.caret) : { ok: await write(last.before, last.caret) }),
    );
    const ok = taken.ok;
    batch(() => {
      if (ok) {
        undoSteps.value = undoSteps.peek().slice(0, -1);
        writeProblem.value = null;
        undoNote.value = taken.said ?? null;
      } else {
        writeProblem.value = {
          message: `The editor did not take Undo. Your text is as it was; copy the earlier text and paste it yourself.`,
          text: last.before,
        };
      }
    });
    return ok;
  };

  return { undoSteps, writeProblem, undoNote, textChanged, writeStep, writeAcross, undo, isWriting };
}

export type UndoableWrites = ReturnType<typeof createUndoableWrites>;
