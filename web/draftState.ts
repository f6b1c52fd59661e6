// The draft on the page and its offline reading: the text, the platform, the engine's reading (asked for
// once typing pauses, in the worker), and the writes Undo takes back (a fix applied, a draft used).
import { signal } from '@preact/signals';
import type { Platform } from '@preflight/engine';
import type { Reading } from './engine/engineProtocol';
import type { EngineClient } from './engineClient';

/** The pause in typing after which the draft is scored (the extension's own). */
export const SCORE_DEBOUNCE_MS = 250;

/** Marked when the draft is sent to the engine, measured once its reading is on screen (bench/web.ts). */
export const SCORE_ASKED_MARK = 'preflight:web-score-asked';
export const SCORE_SHOWN_MEASURE = 'preflight:web-score-shown';

export interface UndoStep {
  /** What was written ("Remove the bait", "Draft 2"), for the Undo button's name. */
  label: string;
  /** The text before the write. */
  before: string;
}

export function createDraftState(engine: EngineClient) {
  const text = signal('');
  const platform = signal<Platform>('x');
  const reading = signal<Reading>({ kind: 'empty', message: 'Nothing to score yet: write or paste a draft.' });
  const undoSteps = signal<UndoStep[]>([]);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asked = 0;

  const scoreNow = async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const ask = ++asked;
    performance.mark(SCORE_ASKED_MARK);
    const forText = text.peek();
    const next = await engine.score(forText, platform.peek());
    // An answer for an older text is dropped: only the latest keystroke's reading is shown.
    if (ask === asked) reading.value = next;
  };

  /**
   * The writer typed: score once typing pauses (the last reading stays on screen meanwhile, its Apply off). Typing over a write ends what
   * Undo can take back.
   */
  const typed = (next: string) => {
    if (next === text.peek()) return;
    text.value = next;
    undoSteps.value = [];
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void scoreNow(), SCORE_DEBOUNCE_MS);
  };

  /** A fix or a draft written for the writer: one Undo step, scored at once. */
  const write = (label: string, next: string) => {
    undoSteps.value = [...undoSteps.peek(), { label, before: text.peek() }];
    text.value = next;
    void scoreNow();
  };

  const undo = () => {
    const steps = undoSteps.peek();
    const last = steps.at(-1);
    if (!last) return;
    undoSteps.value = steps.slice(0, -1);
    text.value = last.before;
    void scoreNow();
  };

  const setPlatform = (next: Platform) => {
    platform.value = next;
    void scoreNow();
  };

  return { text, platform, reading, undoSteps, typed, write, undo, setPlatform, scoreNow };
}

export type DraftState = ReturnType<typeof createDraftState>;
