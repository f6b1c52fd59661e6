// What runs on every page load of the five sites, and nothing more: pick the site, follow its switch in
// the settings, run the composers' lifecycle (composerLifecycle.ts) with a standby line beside each, and on the
// first focus of a composer (or a click on a standby line's toggle) load the engine and the full panel
// (composerScript.ts, injected by the service worker) and hand over to it. A writer who left the panel
// expanded gets the full panel as soon as a composer appears instead (no standby line: a compact line that
// turned into the details a moment later would jump under the cursor).
//
// Why load on focus rather than ship the engine in the content script or score in the service worker: the
// engine with zod, twitter-text, obscenity, afinn, Preact and uPlot is ~190 KB gzip that every timeline,
// profile and feed page would parse for a composer most of them never open; and scoring by message would
// put a round trip to a worker that may be asleep (and a copy of the result) inside every pause in typing.
// Loaded once into the page, the engine scores in well under a millisecond with no message at all.
import { siteForHost } from '../sites/index';
import { composerSwitchedOn, loadRawSettings, watchRawSettings } from '../state/composerSwitch';
import { panelLeftOpen } from '../state/panelLeftOpen';
import { ENGINE_READY_MARK, type ComposerEngine } from './engineContract';
import { runComposerLifecycle } from './composerLifecycle';
import { mountStandbyPanel, type StandbyPanel } from './standbyPanel';

export const ENGINE_FAILED = 'Preflight could not load its checker. Reload the page to try again.';

export interface ComposerWatchDeps {
  doc: Document;
  /** The content script's lifetime: ends this watch and, after the hand-over, the full panels too. */
  signal: AbortSignal;
  /** Subscribes to SPA navigation (WXT's `wxt:locationchange`). */
  onLocationChange(listener: () => void): void;
  /** Brings in the engine and the full panel (engineLoader.ts; tests pass the module itself). */
  loadEngine(): Promise<ComposerEngine>;
  notDetectedAfterMs?: number;
}

/** Whether the node is in one of the editors (the focus, a focusin's target). */
function inAnEditor(node: Node | null, editors: readonly HTMLElement[]): boolean {
  return node !== null && editors.some((editor) => editor.contains(node));
}

export async function startComposerWatch(deps: ComposerWatchDeps): Promise<void> {
  const { doc } = deps;
  const site = siteForHost(new URL(doc.URL).hostname);
  let settings = await loadRawSettings();
  let loadAtOnce = await panelLeftOpen();
  if (deps.signal.aborted) return;
  const enabled = () => composerSwitchedOn(settings, site.id, new URL(doc.URL).origin);

  // This watch's own lifetime: until the full panel has taken over, or the content script ends.
  const standby = new AbortController();
  deps.signal.addEventListener('abort', () => standby.abort(), { once: true });

  let handingOver: Promise<void> | null = null;

  const handOver = async (openFor: HTMLElement | null) => {
    const engine = await deps.loadEngine();
    if (standby.signal.aborted) return;
    const composer = await engine.startComposerScript({
      doc,
      signal: deps.signal,
      onLocationChange: deps.onLocationChange,
      notDetectedAfterMs: deps.notDetectedAfterMs,
    });
    if (!composer) return;
    // The full panels are in the page beside the standby lines; these go in the same task, before a paint.
    const keepFocus = openFor !== null && lifecycle.panelFor(openFor)?.toggleHasFocus() === true;
    standby.abort();
    performance.mark(ENGINE_READY_MARK);
    const opened = openFor ? composer.panelFor(openFor) : undefined;
    if (opened) {
      opened.state.expanded.value = true;
      if (keepFocus) opened.host.shadowRoot?.querySelector<HTMLElement>('[data-testid="preflight-toggle"]')?.focus();
    }
  };

  const wake = (openFor: HTMLElement | null = null) => {
    if (handingOver || standby.signal.aborted) return;
    handingOver = handOver(openFor).catch((error: unknown) => {
      console.warn('Preflight: could not load the panel', error);
      handingOver = null; // the next focus tries again
      loadAtOnce = false; // and until then the standby lines say what happened
      lifecycle.refresh();
      for (const panel of lifecycle.panels()) panel.showFailure(ENGINE_FAILED);
    });
  };

  const lifecycle = runComposerLifecycle<StandbyPanel>({
    doc,
    site,
    signal: standby.signal,
    onLocationChange: deps.onLocationChange,
    notDetectedAfterMs: deps.notDetectedAfterMs,
    enabled,
    createPanel(editor) {
      if (!loadAtOnce) return mountStandbyPanel({ editor, site, onOpen: () => wake(editor) });
      wake();
      return undefined;
    },
    onScanned(editors) {
      // A composer the site focused itself (a compose page, a reply box opened by a click).
      if (enabled() && inAnEditor(doc.activeElement, editors)) wake();
    },
  });
  doc.addEventListener(
    'focusin',
    (event) => {
      if (enabled() && inAnEditor(event.target as Node | null, lifecycle.editors())) wake();
    },
    { capture: true, signal: standby.signal },
  );

  // The site switched off or on in the options before any composer was focused.
  const stopWatching = watchRawSettings((next) => {
    settings = next;
    lifecycle.refresh();
  });
  standby.signal.addEventListener('abort', stopWatching);
}
