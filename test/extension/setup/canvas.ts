// happy-dom has no 2D canvas; uPlot draws on one. A context that accepts every call and measures text
// as empty lets the chart mount here; the drawing itself is checked in Chromium by the e2e suite.
const noop = () => undefined;
const context = new Proxy(
  { measureText: () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 }), getLineDash: () => [] },
  {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      return noop;
    },
    set() {
      return true;
    },
  },
);
// Files that run in node (the messaging test) have no DOM to patch.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
}
if (typeof window !== 'undefined' && !('Path2D' in globalThis)) {
  Object.defineProperty(globalThis, 'Path2D', {
    configurable: true,
    value: class Path2D {
      moveTo = noop;
      lineTo = noop;
      rect = noop;
      arc = noop;
      bezierCurveTo = noop;
      closePath = noop;
      addPath = noop;
    },
  });
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
  });
}
