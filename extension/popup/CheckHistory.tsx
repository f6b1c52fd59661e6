import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CheckedDraft } from '../state/checkHistory';
import { siteById } from '../sites/index';
import { shownScore } from '@preflight/engine';
import { ToneBadge } from '../../ui/Headline';

export interface CheckHistoryProps {
  entries: CheckedDraft[];
  onOpen(entry: CheckedDraft): void;
  onClear(): void;
  /** Shown on the disclosure's line, at its end (the popup's "New draft"). */
  actions?: ComponentChildren;
}

const LIST_ID = 'check-history-list';

/**
 * The last drafts checked here, folded away under one line (a disclosure button) so the popup keeps its
 * room for the draft and its panel: open it to reopen a draft, or clear them all.
 */
export function CheckHistory({ entries, onOpen, onClear, actions }: CheckHistoryProps) {
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // Opened below the panel, the list would start under the popup's fold: bring it into view.
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <section class="history-box" aria-label="Recent checks">
      <div class="row history-line">
        <button
          type="button"
          class="disclosure"
          data-testid="check-history-toggle"
          aria-expanded={open}
          aria-controls={LIST_ID}
          onClick={() => setOpen(!open)}
        >
          <span class="disclosure__mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          Recent checks <span class="muted">({entries.length})</span>
        </button>
        {actions}
      </div>
      <div id={LIST_ID} class="stack" hidden={!open} ref={list}>
        <ul class="history" data-testid="check-history">
          {entries.length === 0 ? <li class="muted">Drafts you check appear here (kept on this device only).</li> : null}
          {entries.map((entry) => (
            <li key={entry.id}>
              <button type="button" data-testid="check-history-item" title={entry.text} onClick={() => onOpen(entry)}>
                <ToneBadge headline={entry} decision={entry.decision} />
                <strong>{shownScore(entry.score)} %</strong>
                <span class="excerpt">{entry.text.replace(/\s+/g, ' ')}</span>
                <span class="muted">{siteById(entry.platform).label}</span>
              </button>
            </li>
          ))}
        </ul>
        <div class="row">
          <button type="button" data-testid="check-history-clear" disabled={entries.length === 0} onClick={onClear}>
            Clear recent checks
          </button>
        </div>
      </div>
    </section>
  );
}
