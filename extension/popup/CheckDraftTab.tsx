import { useEffect, useRef, useState } from 'preact/hooks';
import type { Platform } from '@preflight/engine';
import { Panel } from '../panel/Panel';
import type { Theme } from '../../ui/theme';
import { clearHistory, loadHistory, recordCheck, type CheckedDraft } from '../state/checkHistory';
import type { PanelState, Schedule } from '../state/panelState';
import { CheckHistory } from './CheckHistory';
import type { LiveScore } from '../state/liveScore';
import { CheckSettings } from './CheckSettings';

/** A checked draft goes into the history once the score has stood this long (not every keystroke). */
export const RECORD_AFTER_MS = 800;

export interface CheckDraftTabProps {
  state: PanelState;
  theme: Theme;
  newId(): string;
  now(): Date;
  /** When the "recorded after the score stood" delay runs (tests fire it by hand). */
  schedule: Schedule;
}

export function CheckDraftTab({ state, theme, newId, now, schedule }: CheckDraftTabProps) {
  const [history, setHistory] = useState<CheckedDraft[]>([]);
  const entryId = useRef(newId());
  // The score on screen when the history was cleared: not recorded again until the draft changes.
  const clearedAt = useRef<object | null>(null);
  const live = state.live.value;

  useEffect(() => {
    void loadHistory().then(setHistory);
  }, []);

  // One entry per draft: edits to the same draft update its entry.
  // Recorded when a new score arrives; the platform and persona are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new score only
  useEffect(() => {
    if (live.kind !== 'scored' || live === clearedAt.current) return;
    return schedule(() => {
      if (live === clearedAt.current) return;
      const entry = checkedEntry(entryId.current, live, state.platform.value, state.persona.value, now());
      void recordCheck(entry).then(setHistory);
    }, RECORD_AFTER_MS);
  }, [live]);

  const writeDraft = async (text: string): Promise<boolean> => {
    state.setText(text);
    state.scoreNow();
    return true;
  };

  const open = (entry: CheckedDraft) => {
    entryId.current = entry.id;
    state.persona.value = entry.persona;
    state.platform.value = entry.platform;
    state.setText(entry.text);
    state.scoreNow();
  };

  return (
    <div class="stack">
      <textarea
        class="check-text"
        data-testid="check-text"
        aria-label="Draft to check"
        placeholder="Paste or type a draft…"
        rows={4}
        value={state.text.value}
        onInput={(e) => state.setText(e.currentTarget.value)}
      />
      <CheckSettings state={state} />
      {/* The textarea is this panel's editor: a one-click fix writes its text there, with Undo. */}
      <Panel state={state} theme={theme} drafts={false} onInsert={writeDraft} where="popup" />
      <CheckHistory
        entries={history}
        onOpen={open}
        onClear={() => {
          clearedAt.current = state.live.peek();
          entryId.current = newId();
          void clearHistory().then(() => setHistory([]));
        }}
        actions={
          <button
            type="button"
            data-testid="check-new"
            onClick={() => {
              entryId.current = newId();
              state.setText('');
              state.scoreNow();
            }}
          >
            New draft
          </button>
        }
      />
    </div>
  );
}

/** The history's entry for a scored draft: its text, where and for whom, and what the panel said of it. */
type Scored = Extract<LiveScore, { kind: 'scored' }>;

function checkedEntry(id: string, live: Scored, platform: Platform, persona: string, at: Date): CheckedDraft {
  return {
    id,
    text: live.text,
    platform,
    persona,
    decision: live.result.decision,
    score: live.result.pre_publish_score,
    tone: live.result.explanation.headline.tone,
    label: live.result.explanation.headline.label,
    checkedAt: at.toISOString(),
  };
}
