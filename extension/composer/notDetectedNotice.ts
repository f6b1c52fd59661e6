// "Composer not detected": on an address where the site shows a composer, no editor turned up in a
// few seconds. Most likely the site changed its markup; say so instead of failing silently.
import { createShadowHost } from '../dom/shadowHost';
import { backgroundTheme, systemTheme } from '../../ui/theme';
import type { SiteAdapter } from '../sites/index';

export const NOT_DETECTED_AFTER_MS = 5_000;

const NOTICE_CSS = /* css */ `
.pf-notice { font: 13px/1.4 system-ui, sans-serif; max-width: 300px; padding: 10px 12px; border-radius: 10px;
  background: #ffffff; color: #0f1419; border: 1px solid #cfd9de; box-shadow: 0 4px 16px rgba(0,0,0,.18);
  display: flex; gap: 8px; align-items: flex-start; }
.pf-notice--dark { background: #15202b; color: #e7e9ea; border-color: #38444d; }
.pf-notice strong { display: block; }
.pf-notice button {
  font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: 999px; cursor: pointer;
  padding: 0 8px;
}
.pf-notice button:focus-visible { outline: 2px solid #1d6fd8; outline-offset: 2px; }
`;

export interface NotDetectedDeps {
  doc: Document;
  site: SiteAdapter;
  signal: AbortSignal;
  delayMs?: number;
}

export interface NotDetectedWatch {
  /** Call after every scan and navigation with the current address and editor count. */
  update(url: URL, editorCount: number): void;
  isShown(): boolean;
}

export function watchNotDetected({ doc, site, signal, delayMs = NOT_DETECTED_AFTER_MS }: NotDetectedDeps): NotDetectedWatch {
  const win = doc.defaultView ?? window;
  let timer: number | null = null;
  let host: HTMLElement | null = null;
  let dismissedFor: string | null = null;
  let latest = { url: new URL(doc.URL), count: 0 };

  const hide = () => {
    host?.remove();
    host = null;
  };
  const cancel = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
  };

  const show = () => {
    if (host || !doc.body) return;
    const dark = (backgroundTheme(doc.body) ?? systemTheme(win)) === 'dark';
    const shadow = createShadowHost(doc, 'preflight-notice-host', NOTICE_CSS);
    Object.assign(shadow.host.style, { position: 'fixed', right: '16px', bottom: '16px', zIndex: '2147483646' });
    const box = doc.createElement('div');
    box.className = `pf-notice${dark ? ' pf-notice--dark' : ''}`;
    box.setAttribute('data-testid', 'preflight-not-detected');
    box.setAttribute('role', 'status');
    const text = doc.createElement('div');
    const title = doc.createElement('strong');
    title.textContent = 'Preflight: composer not detected';
    text.append(
      title,
      `Open the ${site.label} composer to get a score. If it is open, ${site.label} may have changed its ` +
        `page: update Preflight or use its popup.`,
    );
    const close = doc.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.addEventListener('click', () => {
      dismissedFor = latest.url.href;
      hide();
    });
    box.append(text, close);
    shadow.mount.append(box);
    doc.body.append(shadow.host);
    host = shadow.host;
  };

  const update = (url: URL, editorCount: number) => {
    latest = { url, count: editorCount };
    const expected = site.composerUrl(url) && dismissedFor !== url.href;
    if (!expected || editorCount > 0) {
      cancel();
      hide();
      return;
    }
    if (timer === null && !host) {
      timer = win.setTimeout(() => {
        timer = null;
        if (!signal.aborted && latest.count === 0 && site.composerUrl(latest.url)) show();
      }, delayMs);
    }
  };

  signal.addEventListener('abort', () => {
    cancel();
    hide();
  });
  return { update, isShown: () => host !== null };
}
