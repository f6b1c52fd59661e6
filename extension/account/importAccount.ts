// The options page's "Import and calibrate": run the import (in a worker), keep the model and a summary
// of what was read, or say why nothing was kept. An import replaces the platform's stored model: the
// posts themselves are not kept, so there is nothing to add new files to.
import type { Platform } from '@preflight/engine';
import { saveAccount, SKIPPED_KEPT, type StoredAccount } from '../state/accountStore';
import type { HistoryFile, ImportStage } from './historyImport';
import type { HistoryRunner } from './historyRunner';

export type ImportOutcome =
  | { ok: true; account: StoredAccount }
  | { ok: false; message: string; received: number; skipped: StoredAccount['skipped'] };

export interface ImportAccountDeps {
  run: HistoryRunner;
  now(): Date;
  onStage?(stage: ImportStage): void;
}

export async function importAccount(files: readonly HistoryFile[], platform: Platform, deps: ImportAccountDeps): Promise<ImportOutcome> {
  const none = { received: 0, skipped: { count: 0, first: [] } };
  if (files.length === 0) return { ok: false, message: 'Choose one or more export files first.', ...none };
  let result: Awaited<ReturnType<typeof deps.run>>;
  try {
    result = await deps.run(files, platform, deps.onStage ?? (() => undefined));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The import stopped: ${reason}. Your stored model, if any, is unchanged.`, ...none };
  }
  if (result.refused.length > 0) {
    const why = result.refused.map((r) => `${r.file} was not imported: ${r.reason}.`).join(' ');
    return { ok: false, message: `${why} Nothing was imported; your stored model, if any, is unchanged.`, ...none };
  }
  const skipped = {
    count: result.skipped.length,
    first: result.skipped.slice(0, SKIPPED_KEPT).map(({ file, row, reason }) => ({ file, row, reason })),
  };
  if (!result.model) {
    const message =
      result.received === 0
        ? 'These files hold no posts. Your stored model, if any, is unchanged.'
        : 'No post could be read from these files (see the skipped rows below). Your stored model, if any, is unchanged.';
    return { ok: false, message, received: result.received, skipped };
  }
  const account = await saveAccount({
    model: result.model,
    imported_at: deps.now().toISOString(),
    files: files.map((f) => f.name),
    received: result.received,
    skipped,
    // Bounded as the store keeps them; an import says a handful.
    notes: result.notes.slice(0, 20).map((note) => (note.length > 500 ? `${note.slice(0, 499)}…` : note)),
  });
  return { ok: true, account };
}
