// The popup's and the options page's own chrome around the shared panel styles. The page's rules for bare
// elements (buttons, fields, the focus ring) stop at the panel: each is written as :where(… :not(.pf *)), so a
// panel rendered in the popup looks exactly as it does on a site, and the rule keeps an element selector's
// low weight (none at all), so the page's own classes (.tab, button.link…) still win over it.
export const PAGE_CSS = /* css */ `
:root {
  color-scheme: light dark; --bg: #ffffff; --fg: #0f1419; --muted: #536471; --line: #dfe4e8; --soft: #f4f6f8; --accent: #1d6fd8;
  --accent-fg: #fff; --bad: #b3202f; --ok: #157a45;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15202b; --fg: #e7e9ea; --muted: #a8b3bd; --line: #38444d; --soft: #1e2b37; --accent: #4c9dff; --accent-fg: #0b1117;
    --bad: #ff7a87; --ok: #3ecf83;
  }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
[hidden] { display: none !important; }
.sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  border: 0;
}
:where(:not(.pf *):focus-visible) { outline: 2px solid var(--accent); outline-offset: 2px; }
:where(button, input, select, textarea):where(:not(.pf *)) { font: inherit; color: inherit; }
:where(input, select, textarea):where(:not(.pf *)) {
  background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 5px 8px;
}
:where(button):where(:not(.pf *)) {
  cursor: pointer; border-radius: 999px; border: 1px solid var(--line); background: var(--soft); padding: 4px 12px;
}
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); font-weight: 600; }
.muted { color: var(--muted); }
.error { color: var(--bad); }
.ok { color: var(--ok); }
.popup {
  --pf-muted: var(--muted); --pf-revise: #9a5b00; --pf-reject: #b3202f;
  --pf-good: #157a45; --pf-neutral: #41608a; --pf-caution: #9a5b00; --pf-stop: #b3202f;
  width: 420px; max-width: 100%; max-height: 600px; box-sizing: border-box; padding: 4px 12px;
  display: flex; flex-direction: column;
}
@media (prefers-color-scheme: dark) {
  .popup {
    --pf-revise: #ffc46b; --pf-reject: #ff7a87; --pf-good: #3ecf83; --pf-neutral: #9db8d9; --pf-caution: #ffc46b; --pf-stop: #ff7a87;
  }
}
/* The heading and the tabs stay put; only the open tab scrolls, and only if it outgrows Chrome's 600 px. */
.popup-head { flex: none; display: flex; align-items: center; gap: 10px; border-bottom: 1px solid var(--line); }
.popup-title { margin: 0; font-size: 15px; font-weight: 700; white-space: nowrap; display: flex; align-items: center; gap: 6px; }
.popup-icon, .options-icon { flex: none; display: block; }
.popup-head .link { margin-left: auto; }
.popup-body { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 4px 2px 2px; }
.popup-body .pf { margin: 0; }
.popup-drafts { padding: 8px 10px 10px; }
.popup-foot { flex: none; margin: 4px 0 0; font-size: 12px; }
button.link { border: 0; background: transparent; padding: 2px 4px; color: var(--accent); text-decoration: underline; border-radius: 4px; }
.tabs { display: flex; gap: 2px; align-self: stretch; align-items: flex-end; }
.tab {
  border: 0; border-radius: 0; background: transparent; padding: 8px 10px 6px; border-bottom: 2px solid transparent; color: var(--muted);
}
.tab[aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); font-weight: 600; }
.stack { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.check-text { width: 100%; box-sizing: border-box; resize: vertical; }
.check-settings { flex-wrap: nowrap; }
.check-platform { flex: none; gap: 6px; }
.check-persona { flex: 1 1 auto; min-width: 0; }
.history-box { display: grid; gap: 4px; }
.history-line { justify-content: space-between; flex-wrap: nowrap; }
button.disclosure { border: 0; background: transparent; padding: 2px 4px 2px 0; border-radius: 4px; }
.disclosure__mark { display: inline-block; width: 1em; color: var(--muted); }
.history { max-height: 180px; overflow-y: auto; }
.history { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
.history button { width: 100%; min-width: 0; text-align: left; border-radius: 8px; display: flex; gap: 6px; align-items: baseline; }
.history .excerpt { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.options { max-width: 640px; margin: 0 auto; padding: 16px; }
.options h1 { font-size: 20px; margin: 4px 0 14px; display: flex; align-items: center; gap: 8px; }
.options-section, .options fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 12px; padding: 10px 12px; }
.options-section h2 { font-size: 15px; margin: 0 0 6px; }
.options legend { font-weight: 700; padding: 0 4px; }
.options > .row { margin: 0 0 12px; }
.account-hint ol { margin: 4px 0 6px; padding-left: 22px; display: grid; gap: 2px; }
.account-hint p { margin: 4px 0; }
.options a { color: var(--accent); }
.options label { display: grid; gap: 3px; margin: 6px 0; }
.options label.inline { display: flex; gap: 6px; align-items: center; }
.options input[type="text"], .options input[type="url"], .options input[type="password"], .options select, .options textarea {
  width: 100%; box-sizing: border-box;
}
.instances { list-style: none; padding: 0; margin: 6px 0; display: grid; gap: 4px; }
.options p[role="status"]:empty { margin: 0; }
.skipped { margin: 2px 0 8px; padding-left: 18px; color: var(--muted); }
.import-notes { margin: 2px 0 8px; padding-left: 18px; }
.instances li { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
`;
