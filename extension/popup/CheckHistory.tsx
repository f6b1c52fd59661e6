import type { CheckedDraft } from '../state/checkHistory';
import { siteById } from '../sites/index';

export interface CheckHistoryProps {
  entries: CheckedDraft[];
  onOpen(entry: CheckedDraft): void;
  onClear(): void;
}

/** The last drafts checked here: reopen one, or clear them all. */
export function CheckHistory({ entries, onOpen, onClear }: CheckHistoryProps) {
  return (
    <section class="stack" aria-label="Recent checks">
      <div class="row">
        <strong>Recent checks</strong>
        <button type="button" data-testid="check-history-clear" disabled={entries.length === 0} onClick={onClear}>
          Clear
        </button>
      </div>
      <ul class="history" data-testid="check-history">
        {entries.length === 0 ? <li class="muted">Drafts you check appear here (kept on this device only).</li> : null}
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" data-testid="check-history-item" title={entry.text} onClick={() => onOpen(entry)}>
              <span class={`pf-badge pf-badge--small pf-badge--${entry.decision}`}>{entry.decision}</span>
              <strong>{Math.round(entry.score)}</strong>
              <span class="excerpt">{entry.text.replace(/\s+/g, ' ')}</span>
              <span class="muted">{siteById(entry.platform).label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
