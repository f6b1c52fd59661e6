// The one lifecycle of the panels beside a page's composers, whichever panel it is (the standby line before
// the engine loads, the full panel after): find the editors as they come and go, put a panel beside each
// while the site is switched on, keep the panels in place as the page changes, say when a composer page
// shows none, and take every panel down when the site is switched off or the lifetime ends.
import type { SiteAdapter } from '../sites/index';
import { watchNotDetected } from './notDetectedNotice';
import { observeComposers } from './observer';

/** What the lifecycle needs of a panel. */
export interface PlacedPanel {
  /** Puts the panel after the composer's block (again, if the site re-rendered it away). */
  place(editors: readonly HTMLElement[]): void;
  dispose(): void;
}

export interface ComposerLifecycleDeps<P extends PlacedPanel> {
  doc: Document;
  site: SiteAdapter;
  /** The panels' lifetime: its end takes them all down. */
  signal: AbortSignal;
  /** Subscribes to SPA navigation (WXT's `wxt:locationchange`). */
  onLocationChange(listener: () => void): void;
  notDetectedAfterMs?: number;
  /** Whether the site is switched on for this page now (the options' switch, Mastodon's instances). */
  enabled(): boolean;
  /** The panel for an editor that has none; undefined: no panel for it now. */
  createPanel(editor: HTMLElement): P | undefined;
  /** After every scan, once the panels are placed. */
  onScanned?(editors: readonly HTMLElement[]): void;
}

export interface ComposerLifecycle<P extends PlacedPanel> {
  panelFor(editor: HTMLElement): P | undefined;
  panels(): Iterable<P>;
  editors(): readonly HTMLElement[];
  /** The switch (or what `createPanel` does) changed: takes the panels down when off, puts up the missing ones. */
  refresh(): void;
}

export function runComposerLifecycle<P extends PlacedPanel>(deps: ComposerLifecycleDeps<P>): ComposerLifecycle<P> {
  const { doc, site, signal } = deps;
  const panels = new Map<HTMLElement, P>();

  const mount = (editor: HTMLElement, editors: readonly HTMLElement[]) => {
    if (!deps.enabled() || panels.has(editor)) return;
    const panel = deps.createPanel(editor);
    if (!panel) return;
    panel.place(editors);
    panels.set(editor, panel);
  };
  const unmount = (editor: HTMLElement) => {
    panels.get(editor)?.dispose();
    panels.delete(editor);
  };
  const unmountAll = () => {
    for (const editor of [...panels.keys()]) unmount(editor);
  };

  const notice = watchNotDetected({ doc, site, signal, delayMs: deps.notDetectedAfterMs });
  const observer = observeComposers({
    doc,
    site,
    signal,
    onAdded: mount,
    onRemoved: unmount,
    onScanned(editors) {
      for (const panel of panels.values()) panel.place(editors);
      // Switched off in the options is not "not detected".
      notice.update(new URL(doc.URL), deps.enabled() ? editors.length : 1);
      deps.onScanned?.(editors);
    },
  });

  const refresh = () => {
    if (!deps.enabled()) unmountAll();
    else for (const editor of observer.editors()) mount(editor, observer.editors());
  };

  deps.onLocationChange(() => {
    if (!signal.aborted) observer.scan();
  });
  signal.addEventListener('abort', unmountAll);
  return { panelFor: (editor) => panels.get(editor), panels: () => panels.values(), editors: observer.editors, refresh };
}
