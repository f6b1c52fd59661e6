// An account's history files in, its model out: the engine's importHistory then calibrateAccount, with a
// word at each stage so the page can say what it is doing. Pure and synchronous: it runs in the options
// page's worker (historyWorker.ts), or in the page itself where there is no worker (the unit tests).
import { calibrateAccount, importHistory, type AccountModel, type HistoryFile, type Platform, type RefusedFile } from '@preflight/engine';

/** A chosen file: its bytes as the writer has it (the engine finds the encoding), or text (tests). */
export type { HistoryFile };

export type ImportStage = { stage: 'reading'; files: number } | { stage: 'calibrating'; posts: number };

export interface HistoryImportResult {
  /** null when no post could be read: there is nothing to calibrate on. */
  model: AccountModel | null;
  /** Posts read (one per post id: overlapping exports merged). */
  posts: number;
  received: number;
  skipped: { file: string; row: number; reason: string }[];
  /** Files not read at all (no format Preflight reads, or without the columns it needs): the model is then null. */
  refused: RefusedFile[];
  /** How the files were read and what was kept out of the account's usual, in sentences (the import's summary). */
  notes: string[];
}

export function importAndCalibrate(
  files: readonly HistoryFile[],
  platform: Platform,
  onStage: (stage: ImportStage) => void = () => undefined,
): HistoryImportResult {
  onStage({ stage: 'reading', files: files.length });
  const history = importHistory(files);
  const base = {
    posts: history.posts.length,
    received: history.received,
    skipped: history.skipped,
    refused: history.refused,
    notes: history.summary.notes,
  };
  // A wrong file among the right ones would leave a hole in the history the model could not see: nothing is calibrated.
  if (history.posts.length === 0 || history.refused.length > 0) return { model: null, ...base };
  onStage({ stage: 'calibrating', posts: history.posts.length });
  return { model: calibrateAccount(history.posts, { platform }), ...base };
}
