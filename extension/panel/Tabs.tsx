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

/** The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move and select. */
export function Tabs<T extends string>({ tabs, selected, onSelect, label }: { tabs: readonly TabSpec<T>[]; selected: T; onSelect: (id: T) => void; label: string }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === selected);
    const next = tabs[step(Math.max(0, index), tabs.length)];
    if (!next) return;
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
