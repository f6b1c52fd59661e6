// What a composer's panel follows outside itself: the layout it remembers for the next composer, the settings
// and the account model as the options page changes them, and the quota last reported to the service worker.
import { effect, type Signal } from '@preact/signals';
import type { AccountModel } from '@preflight/engine';
import { loadQuotaMemory, watchQuotaMemory, type QuotaMemory } from '../messaging/quotaMemory';
import type { SiteAdapter } from '../sites/index';
import type { PanelLayout } from '../state/panelLayout';
import type { PanelState } from '../state/panelState';
import { normalizeBackendUrl, type Settings } from '../state/settings';

export interface PanelFollowsDeps {
  state: PanelState;
  site: SiteAdapter;
  settings: Signal<Settings>;
  account: Signal<AccountModel | null>;
  layout: PanelLayout;
  saveLayout: (layout: PanelLayout) => unknown;
}

export interface PanelFollows {
  /** Opens or folds the details for the page's sake, leaving the remembered layout as the writer left it. */
  showExpanded(expanded: boolean): void;
  dispose(): void;
}

export function followOutside({ state, site, settings, account, layout, saveLayout }: PanelFollowsDeps): PanelFollows {
  // Remembered for the next composer (not followed live: each open panel keeps its own).
  let savedLayout = layout;
  const stopLayout = effect(() => {
    const next: PanelLayout = { expanded: state.expanded.value, tab: state.tab.value };
    if (next.expanded === savedLayout.expanded && next.tab === savedLayout.tab) return;
    savedLayout = next;
    void saveLayout(next);
  });
  const stopSettings = effect(() => {
    const { persona, mode, dismissedCards, xPremium } = settings.value;
    if (persona !== state.persona.peek()) state.setPersona(persona);
    if (xPremium !== state.xPremium.peek()) state.setXPremium(xPremium);
    // Brought back on the options page (or dismissed in another panel): followed live.
    if (JSON.stringify(dismissedCards) !== JSON.stringify(state.dismissedForGood.peek())) {
      state.dismissedForGood.value = dismissedCards;
    }
    if (mode !== state.mode.peek()) state.mode.value = mode;
  });
  const stopAccount = effect(() => {
    const next = account.value;
    if (next !== (state.accounts.peek()[site.id] ?? null)) state.setAccount(site.id, next);
  });
  // The quota as last reported to the service worker: loading a page costs no request.
  const showQuota = (memory: QuotaMemory | null) =>
    state.showRememberedQuota(memory, normalizeBackendUrl(settings.peek().backendUrl) ?? '');
  void loadQuotaMemory().then(showQuota);
  const stopQuota = watchQuotaMemory(showQuota);
  return {
    showExpanded(expanded) {
      savedLayout = { ...savedLayout, expanded };
      state.expanded.value = expanded;
    },
    dispose() {
      stopLayout();
      stopSettings();
      stopAccount();
      stopQuota();
    },
  };
}
