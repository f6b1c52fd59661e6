// The full panels on a page, once a composer has been focused (composerWatch.ts loads this with the
// engine): pick the site, follow the settings, put a panel beside every composer that appears, say when a
// composer page shows none, score with the account model stored for the site's platform. One AbortSignal
// (the content script's lifetime) ends all of it.
import { signal } from '@preact/signals';
import { createBackgroundClient, type BackgroundClient } from '../messaging/backgroundClient';
import { siteForHost } from '../sites/index';
import { loadAccount, watchAccount } from '../state/accountStore';
import { loadPanelLayout, savePanelLayout, type PanelLayout } from '../state/panelLayout';
import { loadSettings, watchSettings, type Settings } from '../state/settings';
import { mountComposerPanel, type ComposerPanel } from './composerPanel';
import { watchNotDetected } from './notDetectedNotice';
import { observeComposers } from './observer';

export interface ComposerScriptDeps {
  doc: Document;
  signal: AbortSignal;
  /** Subscribes to SPA navigation (WXT's `wxt:locationchange`). */
  onLocationChange(listener: () => void): void;
  client?: BackgroundClient;
  settings?: Settings;
  notDetectedAfterMs?: number;
}

/** The running script, for the content script that loaded it (composerWatch.ts). */
export interface ComposerScript {
  /** The full panel beside an editor, once mounted. */
  panelFor(editor: HTMLElement): ComposerPanel | undefined;
}

export async function startComposerScript(deps: ComposerScriptDeps): Promise<ComposerScript | null> {
  const { doc } = deps;
  const site = siteForHost(new URL(doc.URL).hostname);
  const [initialSettings, stored, initialLayout] = await Promise.all([deps.settings ?? loadSettings(), loadAccount(site.id), loadPanelLayout()]);
  // The layout the writer last chose: a new composer opens that way (a panel's toggle updates it).
  let layout: PanelLayout = initialLayout;
  const settings = signal(initialSettings);
  const account = signal(stored?.model ?? null);
  const client = deps.client ?? createBackgroundClient();
  if (deps.signal.aborted) return null;
  const stopWatching = watchSettings((next) => (settings.value = next));
  const stopWatchingAccount = watchAccount(site.id, (next) => (account.value = next?.model ?? null));
  deps.signal.addEventListener('abort', () => {
    stopWatching();
    stopWatchingAccount();
  });

  // Mastodon's script is registered per instance; a leftover registration for a removed one stays quiet.
  const enabled = () =>
    settings.value.sites[site.id] && (site.id !== 'mastodon' || settings.value.mastodonInstances.includes(new URL(doc.URL).origin));

  const panels = new Map<HTMLElement, ComposerPanel>();
  const notice = watchNotDetected({ doc, site, signal: deps.signal, delayMs: deps.notDetectedAfterMs });
  const mount = (editor: HTMLElement, editors: readonly HTMLElement[]) => {
    if (!enabled() || panels.has(editor)) return;
    const panel = mountComposerPanel({
      editor,
      site,
      settings,
      account,
      client,
      layout,
      saveLayout: (next) => {
        layout = next;
        return savePanelLayout(next);
      },
    });
    panel.place(editors);
    panels.set(editor, panel);
  };
  const unmountAll = () => {
    for (const panel of panels.values()) panel.dispose();
    panels.clear();
  };

  const observer = observeComposers({
    doc,
    site,
    signal: deps.signal,
    onAdded: mount,
    onRemoved(editor) {
      panels.get(editor)?.dispose();
      panels.delete(editor);
    },
    onScanned(editors) {
      for (const panel of panels.values()) panel.place(editors);
      // Switched off in the options is not "not detected".
      notice.update(new URL(doc.URL), enabled() ? editors.length : 1);
    },
  });

  // The site switched off or on in the options: take the panels down, or put them up again.
  let wasEnabled = enabled();
  const stopFollowing = settings.subscribe(() => {
    const now = enabled();
    if (now === wasEnabled) return;
    wasEnabled = now;
    if (!now) unmountAll();
    else for (const editor of observer.editors()) mount(editor, observer.editors());
  });

  deps.onLocationChange(() => observer.scan());
  deps.signal.addEventListener('abort', () => {
    stopFollowing();
    unmountAll();
  });
  return { panelFor: (editor) => panels.get(editor) };
}
