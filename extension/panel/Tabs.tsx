import type { ComponentChildren } from 'preact';

export interface TabSpec<T extends string> {
  id: T;
  label: ComponentChildren;
}

export const tabId = (id: string) => `pf-tab-${id}`;
export const TABPANEL_ID = 'pf-tabpanel';

const KEY_STEPS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The WAI-ARIA tabs pattern's keys: the tab a key moves to from the selected one (arrows wrap around, Home and
 * End go to the ends), undefined for any other key. The panel's tabs and the popup's both move this way.
 */
export function tabAfterKey<T extends { id: string }>(key: string, tabs: readonly T[], selected: string): T | undefined {
  const step = KEY_STEPS[key];
  return step
    ? tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((t) => t.id === selected),
          ),
          tabs.length,
        )
      ]
    : undefined;
}

/** The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move and select. */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, tabs, selected);
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    const list = event.currentTarget as HTMLElement;
    list.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus();
  };
  return (
    <div class="pf-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            class="pf-tab"
            data-testid={`preflight-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={TABPANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
