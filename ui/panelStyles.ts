// The panel's CSS, injected into its shadow root (and the popup's page): no stylesheet is fetched.
import uplotCss from 'uplot/dist/uPlot.min.css?inline';

const PANEL_CSS = /* css */ `
.pf {
  --pf-bg: #ffffff; --pf-fg: #0f1419; --pf-muted: #536471; --pf-line: #dfe4e8; --pf-soft: #f4f6f8;
  --pf-accent: #1d6fd8; --pf-accent-fg: #ffffff; --pf-up: #178a4c; --pf-down: #c8283b; --pf-risk: #d97a00;
  --pf-revise: #9a5b00; --pf-reject: #b3202f; --pf-focus: #1d6fd8;
  --pf-good: #157a45; --pf-neutral: #41608a; --pf-caution: #9a5b00; --pf-stop: #b3202f;
  box-sizing: border-box; container-type: inline-size;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--pf-fg); background: var(--pf-bg);
  border: 1px solid var(--pf-line); border-radius: 12px; margin: 8px 0; overflow: hidden;
}
.pf--dark {
  --pf-bg: #15202b; --pf-fg: #e7e9ea; --pf-muted: #a8b3bd; --pf-line: #38444d; --pf-soft: #1e2b37;
  --pf-accent: #4c9dff; --pf-accent-fg: #0b1117; --pf-up: #3ecf83; --pf-down: #ff6b7a; --pf-risk: #ffb347;
  --pf-revise: #ffc46b; --pf-reject: #ff7a87; --pf-focus: #8cc3ff;
  --pf-good: #3ecf83; --pf-neutral: #9db8d9; --pf-caution: #ffc46b; --pf-stop: #ff7a87;
}
.pf *, .pf *::before, .pf *::after { box-sizing: border-box; }
.pf-head { display: flex; align-items: center; gap: 8px; padding: 5px 6px 5px 10px; min-height: 38px; }
.pf-brand { color: var(--pf-accent); font-size: 15px; flex: none; }
.pf-dot { flex: none; display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: var(--pf-muted); }
/* The headline's tone (the engine's explanation.headline): green only for a post ready to post that likely
   beats a typical post; slate blue for one fine to post below it; amber to revise; red to rewrite or held back. */
.pf-dot--good { background: var(--pf-good); }
.pf-dot--neutral { background: var(--pf-neutral); }
.pf-dot--caution { background: var(--pf-caution); }
.pf-dot--stop { background: var(--pf-stop); }
.pf-badge {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-weight: 700; font-size: 12px;
  border: 1px solid currentColor; color: var(--pf-muted); white-space: nowrap;
}
.pf-badge--good { color: var(--pf-good); }
.pf-badge--neutral { color: var(--pf-neutral); }
.pf-badge--caution { color: var(--pf-caution); }
.pf-badge--stop { color: var(--pf-stop); }
.pf-badge--small { font-size: 11px; padding: 0 6px; }
.pf-score { flex: none; font-size: 17px; font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-score__of { font-size: 11px; font-weight: 400; color: var(--pf-muted); margin-left: 1px; }
/* At most two lines of words, so the compact line stays under 48 px in any column: the verdict and one
   more line, each cut short with an ellipsis, or the verdict alone over up to two lines. */
.pf-verdict { flex: 1 1 auto; min-width: 0; margin: 0; line-height: 16px; display: flex; flex-direction: column; }
.pf-verdict__line { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pf-verdict--one .pf-verdict__line {
  white-space: normal; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow-wrap: anywhere;
}
/* In the popup the line has no composer to keep small: the verdict and what the number means are said whole. */
.pf--popup .pf-verdict__line, .pf--popup .pf-verdict--one .pf-verdict__line, .pf--popup .pf-reach-short {
  display: block; white-space: normal; overflow: visible; text-overflow: clip; -webkit-line-clamp: none; overflow-wrap: anywhere;
}
.pf-verdict strong { font-weight: 650; }
.pf-top { color: var(--pf-muted); }
.pf-reach-short {
  flex: 0 1 auto; min-width: 4.5em; max-width: 9.5em; color: var(--pf-muted); font-variant-numeric: tabular-nums; line-height: 16px;
  text-align: end; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: anywhere;
}
.pf-length {
  flex: none; display: inline-flex; align-items: center; gap: 6px; color: var(--pf-muted); font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
.pf-length--over { color: var(--pf-reject); font-weight: 700; }
.pf-meter { width: 48px; height: 4px; border-radius: 2px; background: var(--pf-soft); overflow: hidden; }
.pf-meter__fill { display: block; height: 100%; background: var(--pf-accent); }
.pf-length--over .pf-meter__fill { background: var(--pf-reject); }
.pf-length__over { min-width: 48px; }
.pf-sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  border: 0;
}
.pf-toggle, .pf-button {
  font: inherit; color: inherit; cursor: pointer; border-radius: 999px; border: 1px solid var(--pf-line);
  background: var(--pf-soft); padding: 2px 10px; min-height: 26px;
}
.pf-toggle { flex: none; padding: 0; width: 28px; height: 28px; display: inline-grid; place-items: center; }
.pf-button { background: var(--pf-accent); color: var(--pf-accent-fg); border-color: var(--pf-accent); font-weight: 600; }
.pf-button--quiet { background: transparent; color: var(--pf-fg); border-color: var(--pf-line); }
.pf-button:disabled { opacity: .5; cursor: default; }
.pf :focus-visible { outline: 2px solid var(--pf-focus); outline-offset: 2px; }
.pf--expanded { display: flex; flex-direction: column; max-height: 360px; }
/* In a site's dialog on a short screen, the panel leaves room for the editor and the Post button. */
:host([data-contained]) .pf--expanded { max-height: min(360px, 50vh); }
.pf--expanded .pf-head { flex: none; }
.pf-body { border-top: 1px solid var(--pf-line); display: flex; flex-direction: column; min-height: 0; flex: 1 1 auto; }
.pf-tabs { flex: none; display: flex; gap: 2px; padding: 4px 8px 0; border-bottom: 1px solid var(--pf-line); overflow-x: auto; }
.pf-tab {
  font: inherit; color: var(--pf-muted); background: transparent; border: 0; border-bottom: 2px solid transparent;
  padding: 5px 8px 6px; cursor: pointer; white-space: nowrap; display: inline-flex; align-items: center; gap: 4px;
}
.pf-tab[aria-selected="true"] { color: var(--pf-fg); border-bottom-color: var(--pf-accent); font-weight: 650; }
.pf-count {
  font-size: 11px; font-weight: 700; min-width: 16px; padding: 0 4px; border-radius: 8px; background: var(--pf-soft); color: var(--pf-fg);
  text-align: center;
}
/* The tab's content scrolls within the panel's height; the site's dialog around it never has to. */
.pf-tabpanel { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 8px 10px 10px; }
.pf-empty { margin: 2px 0; color: var(--pf-muted); }
.pf-language { margin: 0; padding: 6px 10px 2px; color: var(--pf-muted); }
.pf-applied { flex: none; display: flex; align-items: center; gap: 8px; padding: 4px 10px; background: var(--pf-soft); }
.pf-applied__text { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pf-grid { display: grid; grid-template-columns: 1fr; gap: 8px 16px; }
@container (min-width: 520px) { .pf-grid { grid-template-columns: 1fr 1fr; } }
@container (max-width: 560px) { .pf-meter { display: none; } }
@container (max-width: 420px) { .pf-brand { display: none; } .pf-head { gap: 6px; } }
.pf-section { min-width: 0; }
.pf-section--wide { grid-column: 1 / -1; }
.pf-h { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--pf-muted); margin: 4px 0; font-weight: 700; }
.pf-tag {
  text-transform: none; letter-spacing: 0; font-weight: 600; background: var(--pf-soft); color: var(--pf-fg); border-radius: 4px;
  padding: 0 5px; margin-left: 4px;
}
.pf-note { color: var(--pf-muted); font-size: 11px; margin: 2px 0; }
.pf-note--warn { color: var(--pf-revise); }
.pf-bars, .pf-blockers, .pf-parts, .pf-reasons, .pf-variants { list-style: none; margin: 0; padding: 0; }
.pf-bar-row {
  display: grid; grid-template-columns: minmax(0, 10em) minmax(24px, 1fr) minmax(3.5em, auto); align-items: center; gap: 6px;
  margin: 2px 0;
}
.pf-bar-label { overflow-wrap: anywhere; line-height: 1.25; }
.pf-bar { display: block; height: 6px; border-radius: 3px; background: var(--pf-soft); overflow: hidden; }
.pf-bar__fill { display: block; height: 100%; border-radius: 3px; }
.pf-bar__fill--up { background: var(--pf-up); }
.pf-bar__fill--risk { background: var(--pf-risk); }
.pf-bar-value { text-align: right; font-size: 11px; color: var(--pf-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
/* One column as wide as the tab: a grid's own column would grow to its widest card's longest line. */
.pf-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
/* A card is its name (with Hide) and then what it changes: three or more fit in the panel. Its width follows
   the tab's, whatever the panel's width; a long name wraps instead of widening the card. */
.pf-card {
  min-width: 0; border: 1px solid var(--pf-line); border-left: 3px solid var(--pf-muted); border-radius: 8px; padding: 3px 6px 4px 8px;
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px;
}
.pf-card--block { border-left-color: var(--pf-reject); }
.pf-card--warn { border-left-color: var(--pf-revise); }
.pf-card--fix { border-left-color: var(--pf-accent); }
.pf-card:hover, .pf-card:focus-within { background: var(--pf-soft); }
/* The card the writer opened from its marked words in the editor. */
.pf-card--opened { background: var(--pf-soft); box-shadow: 0 0 0 2px var(--pf-focus); }
.pf-card__head { display: flex; align-items: flex-start; gap: 6px; min-height: 20px; }
.pf-card__name { flex: 1 1 auto; min-width: 0; font-weight: 650; overflow-wrap: anywhere; }
.pf-card__name::first-letter { text-transform: uppercase; }
.pf-card__cost { font-weight: 400; color: var(--pf-muted); }
.pf-card__message { color: var(--pf-fg); display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.pf-card__dismiss { flex: none; display: inline-flex; gap: 8px; font-size: 12px; }
.pf-close {
  flex: none; font: inherit; font-size: 15px; line-height: 1; width: 22px; height: 20px; padding: 0; border: 0; border-radius: 4px;
  background: transparent; color: var(--pf-muted); cursor: pointer;
}
.pf-close:hover { color: var(--pf-fg); background: var(--pf-line); }
.pf-link {
  font: inherit; color: var(--pf-fg); background: transparent; border: 0; padding: 0; cursor: pointer;
  text-decoration: underline var(--pf-accent); text-underline-offset: 2px;
}
.pf-fix { display: flex; align-items: flex-end; gap: 6px; min-width: 0; }
.pf-split { flex-wrap: wrap; }
.pf-fix__label { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.pf-fix .pf-button { flex: none; font-variant-numeric: tabular-nums; white-space: nowrap; min-height: 24px; padding: 1px 10px; }
.pf-preview {
  flex: 1 1 auto; min-width: 0; margin: 0; color: var(--pf-muted); overflow-wrap: anywhere; display: -webkit-box;
  -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;
}
.pf-preview del {
  color: var(--pf-fg); text-decoration: line-through 2px var(--pf-down); background: color-mix(in srgb, var(--pf-down) 12%, transparent);
}
.pf-preview ins {
  color: var(--pf-fg); text-decoration: underline 2px var(--pf-up); text-underline-offset: 2px; font-weight: 600;
  background: color-mix(in srgb, var(--pf-up) 14%, transparent);
}
.pf-preview__gap { padding: 0 2px; }
.pf-apply-all { margin: 0 0 6px; }
.pf-dismissed { display: flex; align-items: center; gap: 8px; margin: 0 0 6px; color: var(--pf-muted); }
.pf-dismissed__text { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pf-write-problem:empty { display: none; }
.pf-write-problem {
  flex: none; display: flex; align-items: center; gap: 8px; padding: 4px 10px; background: var(--pf-soft);
  border-left: 3px solid var(--pf-reject);
}
.pf-write-problem__text { flex: 1 1 auto; min-width: 0; }
.pf-numbers { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; font-variant-numeric: tabular-nums; }
.pf-numbers dt { color: var(--pf-muted); }
.pf-numbers dd { margin: 0; }
.pf-note--over { color: var(--pf-reject); font-weight: 700; }
.pf-reason { margin: 2px 0; }
.pf-reason--up span { color: var(--pf-up); }
.pf-reason--down span { color: var(--pf-down); }
.pf-forecast { margin: 2px 0; font-weight: 600; }
.pf-chart { min-height: 160px; width: 100%; overflow: hidden; border-radius: 4px; }
/* The 24 h marker on uPlot's overlay: a dashed line and its label, under the pointer's events. */
.pf-chart-day { position: absolute; top: 0; bottom: 0; width: 0; border-left: 1px dashed var(--pf-muted); pointer-events: none; }
.pf-chart-day__label {
  position: absolute; top: 0; left: 3px; font-size: 12px; line-height: 14px; color: var(--pf-muted); background: var(--pf-bg);
  padding: 0 2px; white-space: nowrap;
}
.pf-chart-readout { margin: 2px 0; font-size: 12px; font-variant-numeric: tabular-nums; }
.pf-parts { margin-bottom: 6px; }
.pf-split__parts { flex-basis: 100%; }
/* Its own row under the tab, inside the panel's border: never on it, however the tab above scrolls. */
.pf-site-switch { flex: none; padding: 6px 10px 8px; border-top: 1px solid var(--pf-line); text-align: end; }
.pf-site-switch .pf-note { text-align: start; }
.pf-split__parts .pf-part { align-items: flex-start; justify-content: space-between; padding: 2px 0; }
.pf-split__text { white-space: pre-wrap; overflow-wrap: anywhere; min-width: 0; }
.pf-part { display: flex; gap: 6px; align-items: center; }
.pf-part__score { font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-api { flex: none; border-top: 1px dashed var(--pf-line); padding: 4px 10px 8px; }
.pf-api-result { margin: 6px 0 0; }
.pf-message { margin: 6px 0 0; padding: 6px 8px; border-radius: 8px; background: var(--pf-soft); border-left: 3px solid var(--pf-reject); }
.pf-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 6px; }
.pf-drafts { margin: 0; }
.pf-input {
  font: inherit; color: var(--pf-fg); background: var(--pf-bg); border: 1px solid var(--pf-line);
  border-radius: 8px; padding: 4px 8px;
}
.pf-idea { width: 100%; resize: vertical; min-height: 40px; }
.pf-field { display: inline-flex; align-items: center; gap: 4px; color: var(--pf-muted); }
.pf-n { width: 56px; }
.pf-progress { display: flex; align-items: center; gap: 6px; color: var(--pf-muted); margin: 6px 0 0; }
.pf-spinner {
  width: 12px; height: 12px; border-radius: 50%; border: 2px solid var(--pf-line); border-top-color: var(--pf-accent);
  animation: pf-spin .8s linear infinite;
}
@keyframes pf-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .pf-spinner { animation: none; } }
.pf-variant { border: 1px solid var(--pf-line); border-radius: 8px; padding: 6px 8px; margin: 6px 0 0; }
.pf-variant__head { display: flex; gap: 6px; align-items: center; }
.pf-variant__rank { font-weight: 700; color: var(--pf-muted); }
.pf-variant__score { font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-variant__text { white-space: pre-wrap; margin: 4px 0 0; overflow-wrap: anywhere; }
/* A slot the draft leaves for its writer: the theme's own colours, so it reads in light and dark alike. */
.pf-slot {
  color: var(--pf-fg); background: color-mix(in srgb, var(--pf-revise) 22%, transparent); border-bottom: 2px dashed var(--pf-revise);
  border-radius: 3px; padding: 0 2px;
}
.pf-invented { margin: 4px 0 0; padding: 2px 0 2px 8px; border-left: 3px solid var(--pf-reject); font-size: 12px; }
.pf-slot-note { margin: 4px 0 0; padding: 2px 0 2px 8px; border-left: 3px solid var(--pf-revise); font-size: 12px; }
.u-wrap { color: var(--pf-muted); }
`;

export const PANEL_STYLES = `${uplotCss}\n${PANEL_CSS}`;
