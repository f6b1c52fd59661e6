// The element that holds a composer's panel, whether the standby line (before the engine loads) or the
// full panel: one name, so the page, the placement and the tests see one kind of panel.
export const PANEL_HOST_TAG = 'preflight-panel-host';
