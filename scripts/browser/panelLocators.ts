// Finds Preflight's panel through its stable data-testids (Playwright locators pierce the open shadow root
// the panel lives in). Shared by the browser tests and the extension's bench.
import type { Locator, Page } from 'playwright-core';

export interface Panel {
  root: Locator;
  decision: Locator;
  score: Locator;
  chart: Locator;
  blockers: Locator;
  actions: Locator;
  dimensions: Locator;
  length: Locator;
  toggle: Locator;
  checkApi: Locator;
  apiResult: Locator;
  quota: Locator;
  apiMessage: Locator;
  idea: Locator;
  format: Locator;
  n: Locator;
  generate: Locator;
  variants: Locator;
  /** The verdict sentence on the compact line, and under it what the number means. */
  verdict: Locator;
  meaning: Locator;
  /** A long thread's own verdict, in place of the length count. */
  threadSummary: Locator;
  /** The compact line: its `data-length` is the length it was computed from. */
  line: Locator;
  /** The polite live region that says the verdict when it changes. */
  announcer: Locator;
  /** The Fix tab's cards, their one-click fixes, and Undo after one is applied. */
  issues: Locator;
  fixes: Locator;
  undo: Locator;
}

export type PanelTabName = 'fix' | 'why' | 'reach' | 'details' | 'drafts';

export function panelIn(scope: Page | Locator): Panel {
  const root = scope.getByTestId('preflight-panel');
  const id = (testId: string) => root.getByTestId(testId);
  return {
    root,
    decision: id('preflight-decision'),
    score: id('preflight-score'),
    chart: id('preflight-chart'),
    blockers: id('preflight-blockers'),
    actions: id('preflight-actions'),
    dimensions: id('preflight-dimensions'),
    length: id('preflight-length'),
    toggle: id('preflight-toggle'),
    checkApi: id('preflight-check-api'),
    apiResult: id('preflight-api-result'),
    quota: id('preflight-quota'),
    apiMessage: id('preflight-api-message'),
    idea: id('preflight-idea'),
    format: id('preflight-format'),
    n: id('preflight-n'),
    generate: id('preflight-generate'),
    variants: id('preflight-variant'),
    verdict: id('preflight-verdict'),
    meaning: id('preflight-meaning'),
    threadSummary: id('preflight-thread-summary'),
    line: id('preflight-line'),
    announcer: id('preflight-announcer'),
    issues: id('preflight-issue'),
    fixes: id('preflight-fix'),
    undo: id('preflight-undo'),
  };
}
