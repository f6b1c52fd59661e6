// Finds composers as they appear and go: the home box, reply boxes, the compose modal, each box of a
// thread draft, after SPA navigation. One MutationObserver on the page, scans batched so a busy
// timeline costs one query per burst of changes.
import type { SiteAdapter } from '../sites/index';

export const SCAN_DELAY_MS = 120;

export interface ComposerObserverDeps {
  doc: Document;
  site: SiteAdapter;
  signal: AbortSignal;
  onAdded(editor: HTMLElement, editors: readonly HTMLElement[]): void;
  onRemoved(editor: HTMLElement): void;
  /** After every scan, with the editors on the page now. */
  onScanned?(editors: readonly HTMLElement[]): void;
}

export interface ComposerObserver {
  /** Scan now (after navigation, or when the user switches the site back on). */
  scan(): void;
  editors(): readonly HTMLElement[];
}

export function observeComposers(deps: ComposerObserverDeps): ComposerObserver {
  const { doc, site, signal } = deps;
  const win = doc.defaultView ?? window;
  let tracked: HTMLElement[] = [];
  let pending: number | null = null;

  const scan = () => {
    if (pending !== null) win.clearTimeout(pending);
    pending = null;
    if (signal.aborted) return;
    const found = site.findComposers(doc).filter((editor) => editor.isConnected);
    for (const gone of tracked.filter((editor) => !found.includes(editor))) deps.onRemoved(gone);
    const added = found.filter((editor) => !tracked.includes(editor));
    tracked = found;
    for (const editor of added) deps.onAdded(editor, found);
    deps.onScanned?.(found);
  };

  const scheduleScan = () => {
    if (pending === null && !signal.aborted) pending = win.setTimeout(scan, SCAN_DELAY_MS);
  };

  const observer = new win.MutationObserver(scheduleScan);
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable', 'role', 'data-testid'],
  });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    if (pending !== null) win.clearTimeout(pending);
    for (const editor of tracked) deps.onRemoved(editor);
    tracked = [];
  });
  scan();
  return { scan, editors: () => tracked };
}
