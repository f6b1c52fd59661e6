// The page's layout around the panel's pieces: one column on a phone (from 360 px), two from 900 px. The
// colours are the panel's own variables (ui/panelStyles.ts), light or dark with the system.
export const PAGE_CSS = /* css */ `
html, body { margin: 0; padding: 0; }
body { background: #ffffff; }
@media (prefers-color-scheme: dark) { body { background: #15202b; } }
.pf.web {
  border: 0; border-radius: 0; margin: 0; overflow: visible; min-height: 100vh;
  font-size: 15px; line-height: 1.5; container-type: normal; padding: 0 16px 32px;
}
.web a { color: var(--pf-accent); }
.web code { font-size: 0.9em; background: var(--pf-soft); padding: 0 4px; border-radius: 4px; overflow-wrap: anywhere; }
.web-header { max-width: 1200px; margin: 0 auto; padding: 16px 0 8px; }
.web-title { display: flex; align-items: center; gap: 8px; font-size: 24px; margin: 0; }
.web-tagline { margin: 4px 0 0; color: var(--pf-muted); }
.web-main { max-width: 1200px; margin: 0 auto; display: grid; grid-template-columns: 1fr; gap: 16px; }
@media (min-width: 900px) { .web-main { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } }
.web-column { display: grid; gap: 16px; min-width: 0; }
.web-card { border: 1px solid var(--pf-line); border-radius: 12px; padding: 16px; background: var(--pf-bg); min-width: 0; }
.web-card h2 { font-size: 18px; margin: 0 0 8px; }
.web-muted { color: var(--pf-muted); margin: 8px 0; }
.web-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 8px 0; }
.web-stack { display: grid; gap: 8px; }
.web-field { display: block; font-weight: 600; margin: 4px 0; }
.web-inline { display: inline-flex; align-items: center; gap: 8px; }
.web-check { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
.web textarea, .web input[type="text"], .web input[type="password"], .web select {
  font: inherit; color: var(--pf-fg); background: var(--pf-bg); border: 1px solid var(--pf-muted); border-radius: 8px; padding: 8px;
}
.web textarea { width: 100%; box-sizing: border-box; resize: vertical; }
/* The draft's marks lie under its textarea, laid out as it is: same font, padding, border width and wrapping. */
.web-draft-box { position: relative; overflow: hidden; border-radius: 8px; background: var(--pf-bg); }
.web .web-draft-box textarea.web-draft { position: relative; background: transparent; display: block; scrollbar-gutter: stable; }
.web-draft-marks {
  position: absolute; inset: 0; box-sizing: border-box; padding: 8px; border: 1px solid transparent;
  font: inherit; color: transparent; white-space: pre-wrap; overflow-wrap: break-word; pointer-events: none;
  overflow: hidden; scrollbar-gutter: stable;
}
.web-mark { color: transparent; background: none; text-decoration-thickness: 1.5px; text-underline-offset: 3px; }
.web-mark--block { text-decoration: underline wavy var(--pf-stop); }
.web-mark--warn { text-decoration: underline wavy var(--pf-caution); }
.web-mark--over { background-color: rgba(224, 36, 94, 0.16); }
.web input[type="password"], .web input[type="text"] {
  width: 100%; max-width: 28em; box-sizing: border-box; display: block; font-weight: 400;
}
.web input[type="file"] { display: block; font: inherit; font-weight: 400; margin-top: 4px; max-width: 100%; }
.web :focus-visible { outline: 2px solid var(--pf-focus); outline-offset: 2px; }
.web .pf-button { font-size: 14px; padding: 6px 12px; min-height: 32px; }
.web-primary { font-weight: 600; }
.web-headline { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin: 8px 0; }
.web-number { font-size: 32px; font-weight: 700; line-height: 1; }
.web-number--small { font-size: 20px; }
.web-meaning { color: var(--pf-fg); }
.web-verdict { font-weight: 600; margin: 4px 0; }
.web-reach { margin: 4px 0 8px; }
.web-reading { border-top: 1px solid var(--pf-line); margin-top: 8px; padding-top: 4px; }
.web-details { margin: 8px 0; }
.web-details summary { cursor: pointer; font-weight: 600; }
.web-fix-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.web-problem { border: 1px solid var(--pf-stop); border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
.web-problem p { margin: 4px 0; }
.web-variants { list-style: none; padding: 0; margin: 8px 0; display: grid; gap: 12px; }
.web-variant { border: 1px solid var(--pf-line); border-radius: 8px; padding: 8px 12px; }
.web-variant__text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
.web-notes { margin: 4px 0; padding-left: 20px; }
.web-footer { max-width: 1200px; margin: 24px auto 0; color: var(--pf-muted); }
`;
