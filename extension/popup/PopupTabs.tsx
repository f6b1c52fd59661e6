// The popup's two tabs, in the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move and
// select. Their ids start with "popup-" so they never meet the panel's own tabs in the same document.
import { tabAfterKey } from '../panel/Tabs';

export type PopupTab = 'check' | 'drafts';

const TABS: readonly { id: PopupTab; label: string }[] = [
  { id: 'check', label: 'Check' },
  { id: 'drafts', label: 'Drafts' },
];

export const popupTabId = (id: PopupTab) => `popup-tab-${id}`;
/** One tab panel, whichever tab is open (only the open tab's content is rendered). */
export const POPUP_TABPANEL_ID = 'popup-tabpanel';

export function PopupTabs({ selected, onSelect }: { selected: PopupTab; onSelect: (id: PopupTab) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, TABS, selected);
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`#${popupTabId(next.id)}`)?.focus();
  };
  return (
    <div class="tabs" role="tablist" aria-label="Preflight" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          class="tab"
          id={popupTabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={POPUP_TABPANEL_ID}
          tabIndex={tab.id === selected ? 0 : -1}
          data-testid={`popup-tab-${tab.id}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
