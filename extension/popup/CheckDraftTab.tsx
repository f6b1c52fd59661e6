import { useEffect, useRef, useState } from 'preact/hooks';
import { Platform } from '../../shared/index';
import { Panel } from '../panel/Panel';
import type { Theme } from '../panel/theme';
import { clearHistory, loadHistory, recordCheck, type CheckedDraft } from '../state/checkHistory';
import type { PanelModel, Schedule } from '../state/panelModel';
import { CheckHistory } from './CheckHistory';
import { PlatformOptions } from '../panel/PlatformOptions';

/** A checked draft goes into the history once the score has stood this long (not every keystroke). */
export const RECORD_AFTER_MS = 800;

export interface CheckDraftTabProps {
  model: PanelModel;
  theme: Theme;
  newId(): string;
  now(): Date;
  /** When the "recorded after the score stood" delay runs (tests fire it by hand). */
  schedule: Schedule;
}

export function CheckDraftTab({ model, theme, newId, now, schedule }: CheckDraftTabProps) {
  const [history, setHistory] = useState<CheckedDraft[]>([]);
  const entryId = useRef(newId());
  // The score on screen when the history was cleared: not recorded again until the draft changes.
  const clearedAt = useRef<object | null>(null);
  const live = model.live.value;

  useEffect(() => {
    void loadHistory().then(setHistory);
  }, []);

  // One entry per draft: edits to the same draft update its entry.
  useEffect(() => {
    if (live.kind !== 'scored' || live === clearedAt.current) return;
    return schedule(() => {
      if (live === clearedAt.current) return;
      const entry: CheckedDraft = {
        id: entryId.current,
        text: live.text,
        platform: model.platform.value,
        persona: model.persona.value,
        decision: live.result.decision,
        score: live.result.pre_publish_score,
        checkedAt: now().toISOString(),
      };
      void recordCheck(entry).then(setHistory);
    }, RECORD_AFTER_MS);
  }, [live]);

  const writeDraft = async (text: string): Promise<boolean> => {
    model.setText(text);
    model.scoreNow();
    return true;
  };

  const open = (entry: CheckedDraft) => {
    entryId.current = entry.id;
    model.persona.value = entry.persona;
    model.platform.value = entry.platform;
    model.setText(entry.text);
    model.scoreNow();
  };

  return (
    <div class="stack">
      <textarea
        class="check-text"
        data-testid="check-text"
        aria-label="Draft to check"
        placeholder="Paste or type a draft…"
        rows={4}
        value={model.text.value}
        onInput={(e) => model.setText(e.currentTarget.value)}
      />
      <div class="row check-settings">
        <label class="row check-platform">
          Platform
          <select
            data-testid="check-platform"
            value={model.platform.value}
            onChange={(e) => {
              const parsed = Platform.safeParse(e.currentTarget.value);
              if (parsed.success) model.setPlatform(parsed.data);
            }}
          >
            <PlatformOptions />
          </select>
        </label>
        <input
          class="check-persona"
          data-testid="check-persona"
          type="text"
          aria-label="Audience (optional)"
          title="The audience you write for, e.g. indie SaaS founders"
          placeholder="Audience (optional)"
          value={model.persona.value}
          onInput={(e) => model.setPersona(e.currentTarget.value)}
        />
      </div>
      {/* The textarea is this panel's editor: a one-click fix writes its text there, with Undo. */}
      <Panel model={model} theme={theme} drafts={false} onInsert={writeDraft} />
      <CheckHistory
        entries={history}
        onOpen={open}
        onClear={() => {
          clearedAt.current = model.live.peek();
          entryId.current = newId();
          void clearHistory().then(() => setHistory([]));
        }}
        actions={
          <button
            type="button"
            data-testid="check-new"
            onClick={() => {
              entryId.current = newId();
              model.setText('');
              model.scoreNow();
            }}
          >
            New draft
          </button>
        }
      />
    </div>
  );
}
