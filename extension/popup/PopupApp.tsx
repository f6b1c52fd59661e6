import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DraftsPanel } from '../panel/DraftsPanel';
import type { Theme } from '../panel/theme';
import type { PanelModel } from '../state/panelModel';
import { CheckDraftTab } from './CheckDraftTab';

type Tab = 'check' | 'drafts';

export interface PopupAppProps {
  model: PanelModel;
  theme: Theme;
  newId(): string;
  now(): Date;
}

/** The toolbar popup: check any draft, or draft from an idea; offline unless online mode is on. */
export function PopupApp({ model, theme, newId, now }: PopupAppProps) {
  const [tab, setTab] = useState<Tab>('check');
  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      class="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`tabpanel-${id}`}
      data-testid={`popup-tab-${id}`}
      onClick={() => setTab(id)}
    >
      {label}
    </button>
  );
  return (
    <main class="popup">
      <div class="tabs" role="tablist" aria-label="Preflight">
        {tabButton('check', 'Check a draft')}
        {tabButton('drafts', 'Drafts')}
      </div>
      {/* Only the open tab is rendered, so the page holds one preflight-panel at a time. */}
      <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'check' ? (
          <CheckDraftTab model={model} theme={theme} newId={newId} now={now} />
        ) : (
          <section class={`pf pf--${theme}`} data-testid="preflight-panel" aria-label="Drafts">
            <div class="pf-body">
              <DraftsPanel model={model} />
            </div>
          </section>
        )}
      </div>
      <p class="muted">
        {model.mode.value === 'online' ? 'Online mode: drafts come from the API; scores stay offline unless you check with the API.' : 'Offline: nothing leaves this browser.'}{' '}
        <a href="#" onClick={(e) => {
            e.preventDefault();
            void browser.runtime.openOptionsPage();
          }}>
          Options
        </a>
      </p>
    </main>
  );
}
