// How the panel writes a thread where the draft lives: the composer gives it the site's own way (one box per
// part, composer/threadWriter.ts); the popup and sites without one give none, and the parts are offered to
// copy. A context, so the Fix tab's rows need not carry it.
import { signal, type Signal } from '@preact/signals';
import { createContext } from 'preact';
import type { Fix, Platform } from '@preflight/engine';
import { splitThread } from '@preflight/engine';
import type { ThreadWrite } from '../../composer/threadWriter';

/** What became of the last split the writer asked for. */
export interface ThreadOutcome {
  /** The split fix's text: a later score offers the same fix again, and its row shows this outcome. */
  fixText: string;
  /** What the writer's box holds once the thread is written. */
  firstPart: string;
  result: ThreadWrite;
}

export interface ThreadWriting {
  platform: Platform;
  /** Writes each part into its own box of the site's thread; absent where that cannot be done. */
  write?: (parts: readonly string[]) => Promise<ThreadWrite>;
  /**
   * Kept by the panel, not the fix's row: writing re-scores the draft, and the row is drawn anew (or gone, once
   * the box holds only the first part) by the time the outcome is known.
   */
  outcome: Signal<ThreadOutcome | null>;
}

export const ThreadWritingContext = createContext<ThreadWriting>({ platform: 'x', outcome: signal(null) });

/** A split_thread fix's posts, as the engine's thread gate reads its text (each with its "2/3" number). */
export function threadPartsOf(fix: Pick<Fix, 'text'>, platform: Platform): string[] {
  const found = splitThread(fix.text, platform);
  return found ? found.parts.map((span) => fix.text.slice(span.start, span.end)) : [fix.text];
}
