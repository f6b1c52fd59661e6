// One isolated element per panel: an open shadow root, the panel's CSS inside it, and keyboard/input
// events stopped at the boundary so typing in the panel never fires the site's shortcuts. Open, so the
// browser tests' locators and accessibility checks see in; the page's scripts can too, which is why every
// button that acts for the writer takes only trusted input (panel/trustedInput.ts).

/** Events that must not reach the page: its shortcuts listen for keys on the document. */
const ISOLATED_EVENTS = ['keydown', 'keyup', 'keypress', 'input', 'beforeinput', 'paste', 'copy', 'cut'] as const;

export interface ShadowHost {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Where the Preact app renders. */
  mount: HTMLElement;
}

export function createShadowHost(doc: Document, tagName: string, css: string): ShadowHost {
  const host = doc.createElement(tagName);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  // `all: initial` keeps the page's inherited styles (fonts, colours, line height) out.
  style.textContent = `:host{all:initial;display:block;}\n${css}`;
  const mount = doc.createElement('div');
  shadow.append(style, mount);
  for (const type of ISOLATED_EVENTS) shadow.addEventListener(type, (event) => event.stopPropagation());
  return { host, shadow, mount };
}
