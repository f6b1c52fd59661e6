// The pieces of the options page's "Your account": what it says while it works, about the model it keeps, about
// the files it read, and where to get a platform's history.
import { useEffect, useState } from 'preact/hooks';
import { Platform } from '@preflight/engine';
import { accountStatusWords, skippedWords, standingOf, wholeNumber } from '@preflight/engine';
import type { ImportStage } from '../account/historyImport';
import { PlatformOptions } from '../panel/PlatformOptions';
import { loadAccountState, type StoredAccount } from '../state/accountStore';

export type Work =
  | { kind: 'idle'; note?: string }
  | { kind: 'working'; message: string }
  | { kind: 'failed'; message: string; skipped: StoredAccount['skipped'] | null };

export function stageWords(stage: ImportStage): string {
  return stage.stage === 'reading'
    ? `Reading ${stage.files} ${stage.files === 1 ? 'file' : 'files'}…`
    : `Calibrating on ${wholeNumber(stage.posts)} ${stage.posts === 1 ? 'post' : 'posts'}…`;
}

export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function SkippedRows({ skipped }: { skipped: StoredAccount['skipped'] }) {
  const words = skippedWords(skipped);
  if (!words) return null;
  return (
    <div data-testid="account-skipped">
      <p class="muted">{words.summary}:</p>
      <ul class="skipped">
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the import said about the files: how each was read, what was kept out of the usual and why. */
export function ImportNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ul class="muted import-notes" data-testid="account-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * Where X's export is and how to get it, as steps. Said modestly: X moves its menus now and then, and the
 * file's name is what tells the right export from the others.
 */
function XExportSteps() {
  return (
    <>
      <p>Get your history from X:</p>
      <ol data-testid="account-x-steps">
        <li>
          On x.com, open Analytics:{' '}
          <a href="https://x.com/i/account_analytics" target="_blank" rel="noreferrer">
            x.com/i/account_analytics
          </a>
          .
        </li>
        <li>Choose the period: the longer, the more posts to learn from.</li>
        <li>Press Export data → Posts (content). X saves a file called account_analytics_content_….csv.</li>
        <li>Choose that file below and press Import and calibrate.</li>
      </ol>
      <p class="muted">
        Older monthly exports (analytics.twitter.com → Tweets → Export data, one tweet_activity_metrics_….csv per month, in whatever
        language X wrote it) work too: choose several months at once.
      </p>
    </>
  );
}

/** Where to get the files, and which files Preflight reads. */
export function FilesHint({ platform, label }: { platform: Platform; label: string }) {
  return (
    <div class="account-hint" id="account-files-hint" data-testid="account-files-hint">
      {platform === 'x' ? <XExportSteps /> : null}
      <p class="muted">
        {platform === 'x' ? 'Or ' : 'Files: '}Preflight's JSON lines or CSV, for any platform (post_id, text, posted_at, likes, reposts,
        replies and, if you have them, impressions). Choose several files at once: overlapping exports are merged. An import replaces the
        model stored for {label}.
      </p>
    </div>
  );
}

/** The model kept (its files and dates, the import's notes, the rows skipped), or why the import failed. */
export function ImportOutcome({ stored, work }: { stored: StoredAccount | null | undefined; work: Work }) {
  return (
    <>
      {stored && work.kind !== 'working' ? (
        <p class="muted" data-testid="account-details">
          From {stored.files.join(', ')}, imported {day(stored.imported_at)}
          {stored.model.calibrated_at ? `; newest post ${day(stored.model.calibrated_at)}` : ''}.
        </p>
      ) : null}
      {work.kind === 'failed' ? (
        <p class="error" role="alert" data-testid="account-error">
          {work.message}
        </p>
      ) : null}
      {stored?.notes && stored.notes.length > 0 && work.kind === 'idle' ? <ImportNotes notes={stored.notes} /> : null}
      {work.kind === 'failed' && work.skipped ? (
        <SkippedRows skipped={work.skipped} />
      ) : stored && work.kind !== 'working' ? (
        <SkippedRows skipped={stored.skipped} />
      ) : null}
    </>
  );
}

/** The section's status line: the work under way, the model kept, or why there is none. */
export function accountStatus(work: Work, stored: StoredAccount | null | undefined, outdated: boolean, label: string): string {
  if (work.kind === 'working') return work.message;
  if (stored === undefined) return 'Loading…';
  if (stored) return accountStatusWords(standingOf(stored.model));
  if (outdated) {
    return (
      `Your ${label} history was imported with an earlier version of Preflight, whose model this version cannot read: ` +
      'import the files again to use it.'
    );
  }
  return `${work.kind === 'idle' && work.note ? work.note : ''}No history imported for ${label}: the panel uses the generic model.`;
}

/** The account stored for `platform` (undefined while it loads), and whether an older version's model sits there. */
export function useStoredAccount(platform: Platform) {
  const [stored, setStored] = useState<StoredAccount | null | undefined>(undefined);
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    let current = true;
    setStored(undefined);
    setOutdated(false);
    void loadAccountState(platform).then((state) => {
      if (!current) return;
      setStored(state.account);
      setOutdated(state.outdated);
    });
    return () => {
      current = false;
    };
  }, [platform]);
  return { stored, setStored, outdated, setOutdated };
}

/**
 * The files' bytes as they are: an export a spreadsheet saved again may be Windows-1252, Mac Roman or UTF-16, which
 * the engine tells apart.
 */
export async function readHistoryFiles(files: readonly File[]): Promise<{ name: string; bytes: Uint8Array }[] | { failed: string }> {
  try {
    return await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  } catch (error) {
    return { failed: `Could not read the files: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** What importing an account does, and what it keeps. */
export function AccountIntro() {
  return (
    <p class="muted">
      Import your past posts and their counts, and the panel forecasts views and likes from your own account. The files are read in this
      browser; only the model learned from them (averages and ranges, no post text) is kept in the extension's storage. Nothing is uploaded,
      in offline or online mode.
    </p>
  );
}

export function PlatformPicker({ platform, busy, onPick }: { platform: Platform; busy: boolean; onPick: (platform: Platform) => void }) {
  return (
    <label>
      Platform
      <select
        data-testid="account-platform"
        value={platform}
        disabled={busy}
        onChange={(e) => {
          const parsed = Platform.safeParse(e.currentTarget.value);
          if (!parsed.success) return;
          onPick(parsed.data);
        }}
      >
        <PlatformOptions />
      </select>
    </label>
  );
}

export interface ImportButtonsProps {
  busy: boolean;
  canImport: boolean;
  /** The platform's name when a model is stored (it can be removed), else null. */
  removable: string | null;
  onImport: () => void;
  onRemove: () => void;
}

/** Import and calibrate the chosen files; remove the stored model. */
export function ImportButtons({ busy, canImport, removable, onImport, onRemove }: ImportButtonsProps) {
  return (
    <div class="row">
      <button type="button" class="primary" data-testid="account-import" disabled={busy || !canImport} onClick={onImport}>
        {busy ? 'Working…' : 'Import and calibrate'}
      </button>
      {removable !== null ? (
        <button
          type="button"
          data-testid="account-remove"
          disabled={busy}
          aria-label={`Remove the ${removable} account model`}
          onClick={onRemove}
        >
          Remove
        </button>
      ) : null}
    </div>
  );
}
