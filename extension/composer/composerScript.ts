// The full panels on a page, once a composer has been focused (composerWatch.ts loads this with the
// engine): pick the site, follow the settings, and run the composers' lifecycle (composerLifecycle.ts) with a
// full panel beside each, scoring with the account model stored for the site's platform. One AbortSignal
// (the content script's lifetime) ends all of it.
import { signal } from '@preact/signals';
import { createBackgroundClient, type BackgroundClient } from '../messaging/backgroundClient';
import { siteForHost } from '../sites/index';
import { loadAccount, watchAccount } from '../state/accountStore';
import { composerSwitchedOn } from '../state/composerSwitch';
import { loadPanelLayout, savePanelLayout, type PanelLayout } from '../state/panelLayout';
import { loadSettings, watchSettings, type Settings } from '../state/settings';
import { mountComposerPanel, type ComposerPanel } from './composerPanel';
import { runComposerLifecycle } from './composerLifecycle';
import { followFocus } from './focusedPanel';

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
  const [initialSettings, stored, initialLayout] = await Promise.all([
    deps.settings ?? loadSettings(),
    loadAccount(site.id),
    loadPanelLayout(),
  ]);
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

  // The parsed settings read as the standby script reads the stored ones, so the two agree on the switch.
  const enabled = () => composerSwitchedOn(settings.value, site.id, new URL(doc.URL).origin);

  // The panels mounted now: a thread's boxes each have one, and only the focused box's opens its details.
  const mounted = new Set<ComposerPanel>();
  const focused = followFocus({ doc, panels: () => mounted, expandedByChoice: () => layout.expanded, signal: deps.signal });

  const lifecycle = runComposerLifecycle({
    doc,
    site,
    signal: deps.signal,
    onLocationChange: deps.onLocationChange,
    notDetectedAfterMs: deps.notDetectedAfterMs,
    enabled,
    createPanel: (editor) => {
      const expanded = focused.opensExpanded(editor);
      const panel = mountComposerPanel({
        editor,
        site,
        settings,
        account,
        client,
        layout: expanded ? layout : { ...layout, expanded: false },
        saveLayout: (next) => {
          layout = next;
          return savePanelLayout(next);
        },
      });
      mounted.add(panel);
      // Opened beside the box the writer is in: the other boxes' panels fold.
      if (expanded && mounted.size > 1) focused.focus(editor);
      return {
        ...panel,
        dispose() {
          mounted.delete(panel);
          panel.dispose();
        },
      };
    },
  });

  // The site switched off or on in the options: take the panels down, or put them up again.
  const stopFollowing = settings.subscribe(lifecycle.refresh);
  deps.signal.addEventListener('abort', stopFollowing);
  return { panelFor: lifecycle.panelFor };
}
