// What the page's engine bundles in place of core-js's polyfill modules (web/build.ts), for the extension's
// reason (extension/noPolyfills.ts): twitter-text imports them for browsers the page never runs in, and on
// load they turn off V8's fast path for regular expressions.
export {};
