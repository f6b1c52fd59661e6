import { useEffect, useRef, useState } from 'preact/hooks';
import { Platform } from '../../shared/index';
import type { ImportStage } from '../account/historyImport';
import type { HistoryRunner } from '../account/historyRunner';
import { importAccount } from '../account/importAccount';
import { accountStatusWords, skippedWords } from '../panel/reach/accountWords';
import { wholeNumber } from '../../shared/numberWords';
import { siteById } from '../sites/index';
import { loadAccountState, removeAccount, type StoredAccount } from '../state/accountStore';
import { PlatformOptions } from '../panel/PlatformOptions';

type Work =
  | { kind: 'idle'; note?: string }
  | { kind: 'working'; message: string }
  | { kind: 'failed'; message: string; skipped: StoredAccount['skipped'] | null };

export interface AccountSectionProps {
  /** Where the import and calibration run (a worker in the options page). */
  run: HistoryRunner;
  now(): Date;
}

function stageWords(stage: ImportStage): string {
  return stage.stage === 'reading'
    ? `Reading ${stage.files} ${stage.files === 1 ? 'file' : 'files'}…`
    : `Calibrating on ${wholeNumber(stage.posts)} ${stage.posts === 1 ? 'post' : 'posts'}…`;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function SkippedRows({ skipped }: { skipped: StoredAccount['skipped'] }) {
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
function ImportNotes({ notes }: { notes: readonly string[] }) {
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
        Older monthly exports (analytics.twitter.com → Tweets → Export data, one tweet_activity_metrics_….csv per month, in whatever language X
        wrote it) work too: choose several months at once.
      </p>
    </>
  );
}

/** "Your account": import a platform's history, calibrate it here, keep the model; or remove it. */
export function AccountSection({ run, now }: AccountSectionProps) {
  const [platform, setPlatform] = useState<Platform>('x');
  const [stored, setStored] = useState<StoredAccount | null | undefined>(undefined);
  const [outdated, setOutdated] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const label = siteById(platform).label;

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

  const busy = work.kind === 'working';

  const runImport = async () => {
    setWork({ kind: 'working', message: stageWords({ stage: 'reading', files: files.length }) });
    let texts;
    try {
      // The bytes as they are: an export a spreadsheet saved again may be Windows-1252, Mac Roman or UTF-16, which the engine tells apart.
      texts = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    } catch (error) {
      setWork({ kind: 'failed', message: `Could not read the files: ${error instanceof Error ? error.message : String(error)}`, skipped: null });
      return;
    }
    const outcome = await importAccount(texts, platform, { run, now, onStage: (stage) => setWork({ kind: 'working', message: stageWords(stage) }) });
    if (!outcome.ok) {
      setWork({ kind: 'failed', message: outcome.message, skipped: outcome.skipped });
      return;
    }
    setStored(outcome.account);
    setOutdated(false);
    setFiles([]);
    if (fileInput.current) fileInput.current.value = '';
    setWork({ kind: 'idle' });
  };

  const remove = async () => {
    await removeAccount(platform);
    setStored(null);
    setWork({ kind: 'idle', note: 'Removed. ' });
  };

  const status =
    work.kind === 'working'
      ? work.message
      : stored === undefined
        ? 'Loading…'
        : stored
          ? accountStatusWords(stored.model)
          : outdated
            ? `Your ${label} history was imported with an earlier version of Preflight, whose model this version cannot read: import the files again to use it.`
            : `${work.kind === 'idle' && work.note ? work.note : ''}No history imported for ${label}: the panel uses the generic model.`;

  return (
    <section class="options-section" aria-labelledby="options-account" aria-busy={busy} data-testid="account-section">
      <h2 id="options-account">Your account</h2>
      <p class="muted">
        Import your past posts and their counts, and the panel forecasts views and likes from your own account. The files are read in this
        browser; only the model learned from them (averages and ranges, no post text) is kept in the extension's storage. Nothing is uploaded,
        in offline or online mode.
      </p>
      <label>
        Platform
        <select
          data-testid="account-platform"
          value={platform}
          disabled={busy}
          onChange={(e) => {
            const parsed = Platform.safeParse(e.currentTarget.value);
            if (!parsed.success) return;
            setPlatform(parsed.data);
            setWork({ kind: 'idle' });
          }}
        >
          <PlatformOptions />
        </select>
      </label>
      <p role="status" aria-live="polite" data-testid="account-status">
        {status}
      </p>
      {stored && work.kind !== 'working' ? (
        <p class="muted" data-testid="account-details">
          From {stored.files.join(', ')}, imported {day(stored.imported_at)}{stored.model.calibrated_at ? `; newest post ${day(stored.model.calibrated_at)}` : ''}.
        </p>
      ) : null}
      {work.kind === 'failed' ? (
        <p class="error" role="alert" data-testid="account-error">
          {work.message}
        </p>
      ) : null}
      {stored?.notes && stored.notes.length > 0 && work.kind === 'idle' ? <ImportNotes notes={stored.notes} /> : null}
      {work.kind === 'failed' && work.skipped ? <SkippedRows skipped={work.skipped} /> : stored && work.kind !== 'working' ? <SkippedRows skipped={stored.skipped} /> : null}
      <div class="account-hint" id="account-files-hint" data-testid="account-files-hint">
        {platform === 'x' ? <XExportSteps /> : null}
        <p class="muted">
          {platform === 'x' ? 'Or ' : 'Files: '}Preflight's JSON lines or CSV, for any platform (post_id, text, posted_at, likes, reposts, replies and,
          if you have them, impressions). Choose several files at once: overlapping exports are merged. An import replaces the model stored for{' '}
          {label}.
        </p>
      </div>
      <label>
        History files
        <input
          ref={fileInput}
          data-testid="account-files"
          type="file"
          multiple
          accept=".csv,.jsonl,.ndjson,.json,.txt,text/csv,application/json"
          disabled={busy}
          aria-describedby="account-files-hint"
          onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []))}
        />
      </label>
      <div class="row">
        <button type="button" class="primary" data-testid="account-import" disabled={busy || files.length === 0} onClick={() => void runImport()}>
          {busy ? 'Working…' : 'Import and calibrate'}
        </button>
        {stored ? (
          <button type="button" data-testid="account-remove" disabled={busy} aria-label={`Remove the ${label} account model`} onClick={() => void remove()}>
            Remove
          </button>
        ) : null}
      </div>
    </section>
  );
}
