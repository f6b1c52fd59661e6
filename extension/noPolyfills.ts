// What the extension bundles in place of core-js's polyfill modules (wxt.config.ts). twitter-text imports
// them for old browsers the extension never runs in (every feature they add is native since Chrome 51 and
// Firefox 50). They are not harmless: on load, the split polyfill's feature test changes a regular expression's
// constructor, which turns off V8's fast path for every replace, match and split with a pattern for the life
// of the page (about ten times slower), and they add to the engine's download.
export {};
