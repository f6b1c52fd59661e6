// The panel's words before there is anything to score. On its own so the light content script can say it
// before the engine is loaded (composer/standbyPanel.ts) without bundling the full panel.
export const EMPTY_STATE = 'Start typing: Preflight checks your post as you write.';
