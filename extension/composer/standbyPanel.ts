// The panel before the engine is loaded: the compact line's empty state ("Start typing: ..."), in the
// same host, place, styles and markup as the full panel's, so nothing moves when the full panel takes
// over on first focus. Plain DOM rather than Preact: this is part of what every page of the five sites
// loads, and it never changes but for one failure message.
import { EMPTY_STATE } from '../panel/emptyState';
import { PANEL_STYLES } from '../../ui/panelStyles';
import { themeFor } from '../../ui/theme';
import type { SiteAdapter } from '../sites/index';
import { placeAfterBlock } from './composerBlock';
import { PANEL_HOST_TAG } from '../dom/panelHostTag';
import { createShadowHost } from '../dom/shadowHost';

export interface StandbyPanelDeps {
  editor: HTMLElement;
  site: SiteAdapter;
  /** The writer asked for the details before focusing the composer: load the full panel, opened. */
  onOpen(): void;
}

export interface StandbyPanel {
  host: HTMLElement;
  place(editors: readonly HTMLElement[]): void;
  /** Says why the full panel could not load, in place of the invitation to type. */
  showFailure(message: string): void;
  /** Whether keyboard focus is on its toggle (the full panel's toggle then takes it). */
  toggleHasFocus(): boolean;
  dispose(): void;
}

export function mountStandbyPanel({ editor, site, onOpen }: StandbyPanelDeps): StandbyPanel {
  const doc = editor.ownerDocument;
  const { host, shadow, mount } = createShadowHost(doc, PANEL_HOST_TAG, PANEL_STYLES);
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: (Node | string)[]) => {
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    el.append(...children);
    return el;
  };

  // The markup of Panel and CompactLine with no score and the details closed.
  const verdict = element('strong', { class: 'pf-verdict__line', 'data-testid': 'preflight-verdict' }, EMPTY_STATE);
  const words = element('p', { class: 'pf-verdict pf-verdict--one', title: EMPTY_STATE }, verdict);
  const toggle = element(
    'button',
    {
      type: 'button',
      class: 'pf-toggle',
      'data-testid': 'preflight-toggle',
      'aria-expanded': 'false',
      'aria-label': 'Show Preflight details',
      title: 'Show details',
    },
    element('span', { 'aria-hidden': 'true' }, '▾'),
  );
  toggle.addEventListener('click', onOpen);
  const section = element(
    'section',
    { class: 'pf pf--light', 'data-testid': 'preflight-panel', 'aria-label': 'Preflight' },
    element('div', {
      class: 'pf-sr-only',
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': 'true',
      'data-testid': 'preflight-announcer',
    }),
    element(
      'header',
      { class: 'pf-head' },
      element('span', { class: 'pf-brand', 'aria-hidden': 'true', title: 'Preflight' }, '✈'),
      words,
      toggle,
    ),
  );
  mount.append(section);

  return {
    host,
    place(editors) {
      section.className = `pf pf--${themeFor(placeAfterBlock(host, editor, { editors, postButton: site.postButton }))}`;
    },
    showFailure(message) {
      verdict.textContent = message;
      words.title = message;
    },
    toggleHasFocus: () => shadow.activeElement === toggle,
    dispose() {
      toggle.removeEventListener('click', onOpen);
      host.remove();
    },
  };
}
