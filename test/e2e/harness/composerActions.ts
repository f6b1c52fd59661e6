// What a person does in a composer and in the panel's drafts section.
import type { Locator, Page } from 'playwright-core';
import type { PostFormat } from '../../../shared';
import type { Panel } from './panel';
import { shownNumber } from './panel';
import { logAudit } from '../../support/logAudit';

/** Clicks into the editor and types at the end of what it holds. */
export async function typeInto(page: Page, editor: string, text: string): Promise<void> {
  logAudit.registerText(text); // post text: never in a server's log line (test/support/logAudit.ts)
  await page.locator(editor).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** Sets a form control whether the UI made it a <select> or an <input>. */
export async function setControl(control: Locator, value: string): Promise<void> {
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') await control.selectOption(value);
  else await control.fill(value);
}

export interface DraftsRequest {
  idea: string;
  n: number;
  /** A format, or '' for the panel's "Mixed". */
  format: PostFormat | '';
}

export interface VariantRequest extends DraftsRequest {
  /** Which ranked variant (0 = rank 1) to insert. */
  index: number;
}

/** Drafts variants from an idea in the panel; returns every variant's shown score, in rank order. */
export async function draftVariants(panel: Panel, request: DraftsRequest): Promise<(number | null)[]> {
  await panel.idea.fill(request.idea);
  await setControl(panel.format, request.format);
  await setControl(panel.n, String(request.n));
  await panel.generate.click();
  // The drafts appear together; the offline drafter may give fewer than n when the idea holds fewer honest rewrites.
  await panel.variants.first().waitFor({ state: 'visible', timeout: 15_000 });
  const scores: (number | null)[] = [];
  for (let i = 0; i < (await panel.variants.count()); i++) {
    scores.push(await shownNumber(panel.variants.nth(i).getByTestId('preflight-variant-score')));
  }
  return scores;
}

/** Drafts variants, then inserts one into the composer; returns every variant's shown score. */
export async function insertVariant(panel: Panel, request: VariantRequest): Promise<{ scores: (number | null)[] }> {
  const scores = await draftVariants(panel, request);
  await panel.variants.nth(request.index).getByTestId('preflight-insert').click();
  return { scores };
}
