// The popup's and the options page's own chrome around the shared panel styles.
export const PAGE_CSS = /* css */ `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #0f1419; --muted: #536471; --line: #dfe4e8; --soft: #f4f6f8; --accent: #1d6fd8; --accent-fg: #fff; --bad: #b3202f; --ok: #157a45; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #15202b; --fg: #e7e9ea; --muted: #a8b3bd; --line: #38444d; --soft: #1e2b37; --accent: #4c9dff; --accent-fg: #0b1117; --bad: #ff7a87; --ok: #3ecf83; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
button, input, select, textarea { font: inherit; color: inherit; }
input, select, textarea { background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 5px 8px; }
button { cursor: pointer; border-radius: 999px; border: 1px solid var(--line); background: var(--soft); padding: 4px 12px; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); font-weight: 600; }
.muted { color: var(--muted); }
.error { color: var(--bad); }
.ok { color: var(--ok); }
.popup { width: 420px; max-width: 100%; box-sizing: border-box; padding: 10px 12px; }
.tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--line); margin-bottom: 8px; }
.tab { border: 0; border-radius: 0; background: transparent; padding: 6px 10px; border-bottom: 2px solid transparent; color: var(--muted); }
.tab[aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); font-weight: 600; }
.stack { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.check-text { width: 100%; box-sizing: border-box; min-height: 90px; resize: vertical; }
.history { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
.history button { width: 100%; min-width: 0; text-align: left; border-radius: 8px; display: flex; gap: 6px; align-items: baseline; }
.history .excerpt { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.options { max-width: 640px; margin: 0 auto; padding: 16px; }
.options fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 12px; padding: 10px 12px; }
.options legend { font-weight: 700; padding: 0 4px; }
.options label { display: grid; gap: 3px; margin: 6px 0; }
.options label.inline { display: flex; gap: 6px; align-items: center; }
.options input[type="text"], .options input[type="url"], .options input[type="password"], .options select, .options textarea { width: 100%; box-sizing: border-box; }
.instances { list-style: none; padding: 0; margin: 6px 0; display: grid; gap: 4px; }
.skipped { margin: 2px 0 8px; padding-left: 18px; color: var(--muted); }
.instances li { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
`;
