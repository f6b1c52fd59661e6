// Underlines in the site's own editor, painted with the CSS Custom Highlight API: the page's highlight
// registry holds Ranges over the editor's text nodes and a ::highlight() rule in the page's document paints
// them, so the editor's DOM (which the editor owns and rebuilds) is never changed. Where the browser has no
// Highlight API nothing is drawn. Several panels on one page (thread boxes) share one Highlight per name,
// each adding and removing only its own ranges.

export const MARK_NAMES = {
  /** Words a blocking problem points at. */
  block: 'preflight-block',
  /** Words a warning points at. */
  warn: 'preflight-warn',
  /** What runs past the platform's limit: often a third of the post, so a light tint, not a wavy line. */
  over: 'preflight-over',
  /** The words of the card the writer hovers or focuses. */
  focus: 'preflight-focus',
  /** What the hovered card's fix would remove or replace, struck through as in the card's preview. */
  change: 'preflight-change',
} as const;
export type MarkName = (typeof MARK_NAMES)[keyof typeof MARK_NAMES];

export const MARK_STYLE_ID = 'preflight-mark-style';

// In the page's document: ::highlight() rules inside the panel's shadow root would not reach the editor.
const MARK_CSS = `
::highlight(${MARK_NAMES.block}) { text-decoration: underline wavy #e0245e; text-decoration-thickness: 1.5px; text-underline-offset: 3px; }
::highlight(${MARK_NAMES.warn}) { text-decoration: underline wavy #e08a00; text-decoration-thickness: 1.5px; text-underline-offset: 3px; }
::highlight(${MARK_NAMES.over}) { background-color: rgba(224, 36, 94, 0.13); }
::highlight(${MARK_NAMES.focus}) { background-color: rgba(255, 196, 0, 0.38); }
::highlight(${MARK_NAMES.change}) {
  text-decoration: line-through #c8283b; text-decoration-thickness: 2px; background-color: rgba(200, 40, 59, 0.14);
}
`;

export interface Mark {
  name: MarkName;
  range: Range;
}

/** The parts of the Highlight API the marks use (present in Chromium 105+, Safari 17.2+, Firefox 140+). */
interface HighlightLike {
  add(range: AbstractRange): unknown;
  delete(range: AbstractRange): boolean;
  readonly size: number;
  priority: number;
}
interface HighlightApi {
  registry: { get(name: string): unknown; set(name: string, highlight: HighlightLike): unknown; delete(name: string): boolean };
  create(): HighlightLike;
}

function highlightApi(win: Window | null): HighlightApi | null {
  const w = win as (Window & { CSS?: { highlights?: HighlightApi['registry'] }; Highlight?: new () => HighlightLike }) | null;
  const registry = w?.CSS?.highlights;
  const Ctor = w?.Highlight;
  if (!registry || typeof Ctor !== 'function') return null;
  return { registry, create: () => new Ctor() };
}

interface Layer {
  api: HighlightApi;
  style: HTMLStyleElement;
  highlights: Map<MarkName, HighlightLike>;
  owners: Set<TextMarks>;
}

const layers = new WeakMap<Document, Layer>();

function layerFor(doc: Document): Layer | null {
  const known = layers.get(doc);
  if (known) return known;
  const api = highlightApi(doc.defaultView);
  if (!api) return null;
  const style = doc.createElement('style');
  style.id = MARK_STYLE_ID;
  style.textContent = MARK_CSS;
  const layer: Layer = { api, style, highlights: new Map(), owners: new Set() };
  layers.set(doc, layer);
  return layer;
}

export interface TextMarks {
  /** Replaces this owner's marks with `marks` (an empty list takes them all away). */
  show(marks: readonly Mark[]): void;
  /** Whether the browser can draw marks at all. */
  readonly supported: boolean;
  dispose(): void;
}

/** One panel's marks in `doc`'s shared highlights. */
export function createTextMarks(doc: Document): TextMarks {
  const layer = layerFor(doc);
  let mine: Mark[] = [];

  const remove = () => {
    if (!layer) return;
    for (const { name, range } of mine) {
      const highlight = layer.highlights.get(name);
      if (!highlight) continue;
      highlight.delete(range);
      if (highlight.size === 0) {
        layer.highlights.delete(name);
        if (layer.api.registry.get(name) === highlight) layer.api.registry.delete(name);
      }
    }
    mine = [];
  };

  const marks: TextMarks = {
    supported: layer !== null,
    show(next) {
      if (!layer) return;
      remove();
      if (next.length > 0 && !layer.style.isConnected) (doc.head ?? doc.documentElement).append(layer.style);
      for (const mark of next) {
        let highlight = layer.highlights.get(mark.name);
        if (!highlight) {
          highlight = layer.api.create();
          // The hovered card's words paint over the underlines, and what its fix changes over both.
          highlight.priority = mark.name === MARK_NAMES.change ? 2 : mark.name === MARK_NAMES.focus ? 1 : 0;
          layer.highlights.set(mark.name, highlight);
          layer.api.registry.set(mark.name, highlight);
        }
        highlight.add(mark.range);
      }
      mine = [...next];
    },
    dispose() {
      if (!layer) return;
      remove();
      layer.owners.delete(marks);
      if (layer.owners.size === 0) {
        layer.style.remove();
        layers.delete(doc);
      }
    },
  };
  layer?.owners.add(marks);
  return marks;
}
