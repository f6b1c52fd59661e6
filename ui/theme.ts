// Light or dark: the site's own background decides (X "lights out", Mastodon's dark UI), and the
// system setting when the page paints no background of its own.
export type Theme = 'light' | 'dark';

function parseRgb(color: string): { r: number; g: number; b: number; a: number } | null {
  const match = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,/\s]+([\d.]+%?))?\s*\)/.exec(color);
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number.parseFloat(match[4]) / 100 : Number(match[4]);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** WCAG 2.x relative luminance of an sRGB colour (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */
export function relativeLuminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The first opaque background behind `el`, as a theme; null when nothing paints one. */
export function backgroundTheme(el: Element): Theme | null {
  const win = el.ownerDocument.defaultView;
  if (!win) return null;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const rgb = parseRgb(win.getComputedStyle(node).backgroundColor);
    if (rgb && rgb.a > 0.5) return relativeLuminance(rgb.r, rgb.g, rgb.b) < 0.2 ? 'dark' : 'light';
  }
  return null;
}

export function systemTheme(win: Window): Theme {
  return win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function themeFor(el: Element): Theme {
  const win = el.ownerDocument.defaultView;
  return backgroundTheme(el) ?? (win ? systemTheme(win) : 'light');
}
