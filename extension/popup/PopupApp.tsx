import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DraftsTab } from '../panel/drafts/DraftsTab';
import type { Theme } from '../../ui/theme';
import type { PanelState, Schedule } from '../state/panelState';
import { CheckDraftTab } from './CheckDraftTab';
import { POPUP_TABPANEL_ID, PopupTabs, popupTabId, type PopupTab } from './PopupTabs';

/** Chrome draws an extension popup at most 600 px tall; everything the popup shows fits inside it. */
export const POPUP_MAX_HEIGHT_PX = 600;

export interface PopupAppProps {
  state: PanelState;
  theme: Theme;
  newId(): string;
  now(): Date;
  /** Timers (tests fire them by hand); setTimeout by default. */
  schedule?: Schedule;
}

const timeout: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * The toolbar popup: check any draft, or draft from an idea; offline unless online mode is on. The heading
 * and the tabs stay put; only the open tab's content scrolls, and only when it outgrows the 600 px.
 */
export function PopupApp({ state, theme, newId, now, schedule = timeout }: PopupAppProps) {
  const [tab, setTab] = useState<PopupTab>('check');
  const online = state.mode.value === 'online';
  return (
    <main class="popup" data-testid="popup">
      <header class="popup-head">
        <h1 class="popup-title">
          <img class="popup-icon" src="/icon/icon.svg" alt="" width={20} height={20} />
          Preflight
        </h1>
        <PopupTabs selected={tab} onSelect={setTab} />
        <button
          type="button"
          class="link"
          data-testid="popup-options"
          onClick={() => {
            void browser.runtime.openOptionsPage();
          }}
        >
          Options
        </button>
      </header>
      {/* Only the open tab is rendered, so the page holds one preflight-panel at a time. */}
      <div class="popup-body" role="tabpanel" id={POPUP_TABPANEL_ID} aria-labelledby={popupTabId(tab)} data-testid="popup-body">
        {/* The tab's own heading, for heading navigation: the panel's sections below it are h3. */}
        <h2 class="sr-only">{tab === 'check' ? 'Check a draft' : 'Drafts from an idea'}</h2>
        {tab === 'check' ? (
          <CheckDraftTab state={state} theme={theme} newId={newId} now={now} schedule={schedule} />
        ) : (
          <section class={`pf pf--${theme}`} data-testid="preflight-panel" aria-label="Drafts">
            <div class="popup-drafts">
              <DraftsTab state={state} />
            </div>
          </section>
        )}
      </div>
      <p class="popup-foot muted" data-testid="popup-mode">
        {online
          ? 'Online: drafts come from the API; scores stay in this browser until you check with the API.'
          : 'Offline: nothing leaves this browser.'}
      </p>
    </main>
  );
}
