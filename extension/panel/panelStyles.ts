// The panel's CSS, injected into its shadow root (and the popup's page): no stylesheet is fetched.
import uplotCss from 'uplot/dist/uPlot.min.css?inline';

const PANEL_CSS = /* css */ `
.pf {
  --pf-bg: #ffffff; --pf-fg: #0f1419; --pf-muted: #536471; --pf-line: #dfe4e8; --pf-soft: #f4f6f8;
  --pf-accent: #1d6fd8; --pf-accent-fg: #ffffff; --pf-up: #178a4c; --pf-down: #c8283b; --pf-risk: #d97a00;
  --pf-publish: #157a45; --pf-revise: #9a5b00; --pf-reject: #b3202f; --pf-focus: #1d6fd8;
  box-sizing: border-box; container-type: inline-size;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--pf-fg); background: var(--pf-bg);
  border: 1px solid var(--pf-line); border-radius: 12px; margin: 8px 0; overflow: hidden;
}
.pf--dark {
  --pf-bg: #15202b; --pf-fg: #e7e9ea; --pf-muted: #a8b3bd; --pf-line: #38444d; --pf-soft: #1e2b37;
  --pf-accent: #4c9dff; --pf-accent-fg: #0b1117; --pf-up: #3ecf83; --pf-down: #ff6b7a; --pf-risk: #ffb347;
  --pf-publish: #3ecf83; --pf-revise: #ffc46b; --pf-reject: #ff7a87; --pf-focus: #8cc3ff;
}
.pf *, .pf *::before, .pf *::after { box-sizing: border-box; }
.pf-head { display: flex; align-items: center; gap: 8px; padding: 8px 10px; flex-wrap: wrap; }
.pf-brand { color: var(--pf-accent); font-size: 15px; }
.pf-title { font-weight: 700; }
.pf-badge {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-weight: 700; font-size: 12px;
  text-transform: uppercase; letter-spacing: .04em; border: 1px solid currentColor; color: var(--pf-muted);
}
.pf-badge--publish { color: var(--pf-publish); }
.pf-badge--revise { color: var(--pf-revise); }
.pf-badge--reject { color: var(--pf-reject); }
.pf-badge--small { font-size: 10px; padding: 0 6px; }
.pf-score { font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-score__of { font-size: 11px; font-weight: 400; color: var(--pf-muted); margin-left: 1px; }
.pf-length { display: inline-flex; align-items: center; gap: 6px; margin-left: auto; color: var(--pf-muted); font-variant-numeric: tabular-nums; }
.pf-length--over { color: var(--pf-reject); font-weight: 700; }
.pf-meter { width: 56px; height: 4px; border-radius: 2px; background: var(--pf-soft); overflow: hidden; }
.pf-meter__fill { display: block; height: 100%; background: var(--pf-accent); }
.pf-length--over .pf-meter__fill { background: var(--pf-reject); }
.pf-toggle, .pf-button {
  font: inherit; color: inherit; cursor: pointer; border-radius: 999px; border: 1px solid var(--pf-line);
  background: var(--pf-soft); padding: 2px 10px; min-height: 26px;
}
.pf-toggle { padding: 0 8px; }
.pf-button { background: var(--pf-accent); color: var(--pf-accent-fg); border-color: var(--pf-accent); font-weight: 600; }
.pf-button--quiet { background: transparent; color: var(--pf-fg); border-color: var(--pf-line); }
.pf-button:disabled { opacity: .5; cursor: default; }
.pf :focus-visible { outline: 2px solid var(--pf-focus); outline-offset: 2px; }
.pf-body { border-top: 1px solid var(--pf-line); padding: 8px 10px 10px; }
:host([data-contained]) .pf-body { max-height: 45vh; overflow-y: auto; overscroll-behavior: contain; }
.pf-status { margin: 0 0 6px; color: var(--pf-muted); }
.pf-grid { display: grid; grid-template-columns: 1fr; gap: 8px 16px; }
@container (min-width: 520px) { .pf-grid { grid-template-columns: 1fr 1fr; } }
@container (max-width: 400px) { .pf-brand, .pf-meter { display: none; } .pf-head { gap: 6px; } }
.pf-section { min-width: 0; }
.pf-section--wide { grid-column: 1 / -1; }
.pf-h { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--pf-muted); margin: 4px 0; font-weight: 700; }
.pf-tag { text-transform: none; letter-spacing: 0; font-weight: 600; background: var(--pf-soft); color: var(--pf-fg); border-radius: 4px; padding: 0 5px; margin-left: 4px; }
.pf-note { color: var(--pf-muted); font-size: 11px; margin: 2px 0; }
.pf-note--warn { color: var(--pf-revise); }
.pf-bars, .pf-blockers, .pf-parts, .pf-reasons, .pf-variants { list-style: none; margin: 0; padding: 0; }
.pf-bar-row { display: grid; grid-template-columns: 86px minmax(0, 1fr) 9em; align-items: center; gap: 6px; margin: 2px 0; }
.pf-bar-label { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pf-bar-pair { display: grid; gap: 2px; }
.pf-bar { display: block; height: 6px; border-radius: 3px; background: var(--pf-soft); overflow: hidden; }
.pf-bar__fill { display: block; height: 100%; border-radius: 3px; }
.pf-bar__fill--p { background: var(--pf-accent); }
.pf-bar__fill--up { background: var(--pf-up); }
.pf-bar__fill--down { background: var(--pf-down); }
.pf-bar__fill--risk { background: var(--pf-risk); }
.pf-bar-value { text-align: right; font-size: 11px; color: var(--pf-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.pf-blocker { border-left: 3px solid var(--pf-revise); padding: 2px 0 2px 8px; margin: 4px 0; display: grid; gap: 1px; }
.pf-blocker--block { border-color: var(--pf-reject); }
.pf-blocker__tag { font-size: 10px; font-weight: 700; text-transform: uppercase; color: var(--pf-muted); }
.pf-blocker__message { font-weight: 600; }
.pf-blocker__where { color: var(--pf-muted); font-style: italic; }
.pf-blocker__fix { color: var(--pf-fg); }
.pf-reason { margin: 2px 0; }
.pf-reason--up span { color: var(--pf-up); }
.pf-reason--down span { color: var(--pf-down); }
.pf-forecast { margin: 2px 0; font-weight: 600; }
.pf-chart { min-height: 130px; width: 100%; overflow: hidden; }
.pf-part { display: flex; gap: 6px; align-items: center; }
.pf-part__score { font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-api { border-top: 1px dashed var(--pf-line); margin-top: 8px; padding-top: 8px; }
.pf-api-result { margin: 6px 0 0; }
.pf-message { margin: 6px 0 0; padding: 6px 8px; border-radius: 8px; background: var(--pf-soft); border-left: 3px solid var(--pf-reject); }
.pf-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 6px; }
.pf-drafts { border-top: 1px dashed var(--pf-line); margin-top: 8px; padding-top: 4px; }
.pf-input {
  font: inherit; color: var(--pf-fg); background: var(--pf-bg); border: 1px solid var(--pf-line);
  border-radius: 8px; padding: 4px 8px;
}
.pf-idea { width: 100%; resize: vertical; min-height: 40px; }
.pf-field { display: inline-flex; align-items: center; gap: 4px; color: var(--pf-muted); }
.pf-n { width: 56px; }
.pf-progress { display: flex; align-items: center; gap: 6px; color: var(--pf-muted); margin: 6px 0 0; }
.pf-spinner { width: 12px; height: 12px; border-radius: 50%; border: 2px solid var(--pf-line); border-top-color: var(--pf-accent); animation: pf-spin .8s linear infinite; }
@keyframes pf-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .pf-spinner { animation: none; } }
.pf-variant { border: 1px solid var(--pf-line); border-radius: 8px; padding: 6px 8px; margin: 6px 0 0; }
.pf-variant__head { display: flex; gap: 6px; align-items: center; }
.pf-variant__rank { font-weight: 700; color: var(--pf-muted); }
.pf-variant__score { font-weight: 700; font-variant-numeric: tabular-nums; }
.pf-variant__text { white-space: pre-wrap; margin: 4px 0 0; overflow-wrap: anywhere; }
.u-wrap { color: var(--pf-muted); }
`;

export const PANEL_STYLES = `${uplotCss}\n${PANEL_CSS}`;
