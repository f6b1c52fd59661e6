// The popup page: one panel state for both tabs, settings read once (the popup lives briefly).
import { render } from 'preact';
import { createBackgroundClient } from '../messaging/backgroundClient';
import { PANEL_STYLES } from '../../ui/panelStyles';
import { systemTheme } from '../../ui/theme';
import { createPanelState } from '../state/panelState';
import { loadAccountModels } from '../state/accountStore';
import { loadSettings } from '../state/settings';
import { PAGE_CSS } from './pageStyles';
import { PopupApp } from './PopupApp';

export async function startPopup(root: HTMLElement): Promise<void> {
  const style = document.createElement('style');
  style.textContent = `${PANEL_STYLES}\n${PAGE_CSS}`;
  document.head.append(style);
  const [settings, accounts] = await Promise.all([loadSettings(), loadAccountModels()]);
  const state = createPanelState({
    platform: 'x',
    persona: settings.persona,
    mode: settings.mode,
    xPremium: settings.xPremium,
    accounts,
    client: createBackgroundClient(),
  });
  void state.refreshQuota();
  render(<PopupApp state={state} theme={systemTheme(window)} newId={() => crypto.randomUUID()} now={() => new Date()} />, root);
}
