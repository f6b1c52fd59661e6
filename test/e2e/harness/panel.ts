// Reads Preflight's panel through its stable data-testids (Playwright locators pierce the open
// shadow root the panel lives in).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Decision, ScoreResult } from '../../../shared';

const DECISIONS: readonly Decision[] = ['publish', 'revise', 'reject'];

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
}

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
  };
}

/** The one decision word a badge shows, or null while it shows none (or several). */
export async function shownDecision(badge: Locator): Promise<Decision | null> {
  const text = ((await badge.textContent()) ?? '').toLowerCase();
  const found = DECISIONS.filter((d) => text.includes(d));
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** The first number a score element shows, or null. */
export async function shownNumber(element: Locator): Promise<number | null> {
  const match = /-?\d+(?:\.\d+)?/.exec((await element.textContent()) ?? '');
  return match ? Number(match[0]) : null;
}

/** Every whole number an element shows, in order ("146 / 280" → [146, 280]). */
export async function shownNumbers(element: Locator): Promise<number[]> {
  return [...((await element.textContent()) ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]));
}

/**
 * Waits until the panel has scored the text `expected` was computed from (its length meter shows that
 * text's weighted length and limit: a new score can round to the old number, a new length cannot
 * stay the same), then checks the decision and the score are the engine's.
 */
export async function expectPanelToShow(panel: Panel, expected: ScoreResult): Promise<void> {
  await expect.poll(() => shownNumbers(panel.length), { timeout: 10_000 }).toEqual([expected.length.weighted, expected.length.limit]);
  expect(await shownDecision(panel.decision)).toBe(expected.decision);
  expect(await shownNumber(panel.score)).toBe(Math.round(expected.pre_publish_score));
}
