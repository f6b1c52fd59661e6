// The popup's Check tab as a writer reads it, in Chromium at the popup's own width: before a draft, the
// panel points to the popup's box (not to a composer it does not have); with a draft, the verdict, what the
// number means and the views against the usual are said whole, not cut short. Offline mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { score } from '../../shared';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { expandPanel, expectPanelToShow, panelIn } from './harness/panel';
import { logAudit } from '../support/logAudit';

/** Held back, and far below a typical post: the longest verdict and meaning the line says. */
const DRAFT =
  'RT if you agree! We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step ' +
  'would you delete first? #saas #growth #startup';

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
});

afterAll(async () => {
  await session?.close();
});

describe('the popup’s panel', () => {
  it('asks for a draft in the box above it, and says the verdict and the number’s meaning whole', async () => {
    const popup = await session.openExtensionPage('popup.html');
    const panel = panelIn(popup);
    await panel.root.waitFor({ state: 'visible' });
    await expandPanel(panel);
    const empty = (await panel.root.getByTestId('preflight-nothing-yet').textContent()) ?? '';
    expect(empty).toMatch(/box above/u);
    expect(empty).not.toMatch(/composer/u);

    logAudit.registerText(DRAFT);
    await popup.getByTestId('check-text').fill(DRAFT);
    const expected = score({ text: DRAFT, platform: 'x' });
    await expectPanelToShow(panel, expected);
    for (const line of [panel.verdict, panel.meaning, panel.root.getByTestId('preflight-reach-short')]) {
      const cut = await line.evaluate((el) => ({
        text: el.textContent,
        width: el.scrollWidth - el.clientWidth,
        height: el.scrollHeight - el.clientHeight,
      }));
      expect(cut, `${cut.text} is cut short`).toMatchObject({ width: 0, height: 0 });
    }
    expect(await panel.verdict.textContent()).toBe(expected.explanation.verdict);
    await popup.close();
  });
});
