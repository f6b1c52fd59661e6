import { useRef, useState } from 'preact/hooks';
import type { Platform } from '@preflight/engine';
import type { ImportStage } from '../account/historyImport';
import type { HistoryRunner } from '../account/historyRunner';
import { importAccount } from '../account/importAccount';
import { siteById } from '../sites/index';
import { removeAccount } from '../state/accountStore';
import {
  AccountIntro,
  accountStatus,
  FilesHint,
  ImportButtons,
  ImportOutcome,
  PlatformPicker,
  readHistoryFiles,
  stageWords,
  useStoredAccount,
  type Work,
} from './accountParts';

export interface AccountSectionProps {
  /** Where the import and calibration run (a worker in the options page). */
  run: HistoryRunner;
  now(): Date;
}

/** "Your account": import a platform's history, calibrate it here, keep the model; or remove it. */
export function AccountSection({ run, now }: AccountSectionProps) {
  const [platform, setPlatform] = useState<Platform>('x');
  const { stored, setStored, outdated, setOutdated } = useStoredAccount(platform);
  const [files, setFiles] = useState<File[]>([]);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const label = siteById(platform).label;

  const busy = work.kind === 'working';

  const runImport = async () => {
    setWork({ kind: 'working', message: stageWords({ stage: 'reading', files: files.length }) });
    const texts = await readHistoryFiles(files);
    if ('failed' in texts) {
      setWork({ kind: 'failed', message: texts.failed, skipped: null });
      return;
    }
    const onStage = (stage: ImportStage) => setWork({ kind: 'working', message: stageWords(stage) });
    const outcome = await importAccount(texts, platform, { run, now, onStage });
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

  return (
    <section class="options-section" aria-labelledby="options-account" aria-busy={busy} data-testid="account-section">
      <h2 id="options-account">Your account</h2>
      <AccountIntro />
      <PlatformPicker
        platform={platform}
        busy={busy}
        onPick={(next) => {
          setPlatform(next);
          setWork({ kind: 'idle' });
        }}
      />
      <p role="status" aria-live="polite" data-testid="account-status">
        {accountStatus(work, stored, outdated, label)}
      </p>
      <ImportOutcome stored={stored} work={work} />
      <FilesHint platform={platform} label={label} />
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
      <ImportButtons
        busy={busy}
        canImport={files.length > 0}
        removable={stored ? label : null}
        onImport={() => void runImport()}
        onRemove={() => void remove()}
      />
    </section>
  );
}
