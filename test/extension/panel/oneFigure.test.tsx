// One figure, one band: the views at 24 h read the same wherever the panel names them (the Reach tab, the
// account's forecast, Details), with and without an account model; and what the panel says of the text
// itself ("How it reads") does not move when an account history is imported.
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calibrateAccount, importHistory, type AccountModel } from '../../../shared/index';
import { Panel } from '../../../extension/panel/Panel';
import type { PanelTab } from '../../../extension/state/panelLayout';
import { createPanelState, type PanelState } from '../../../extension/state/panelState';
import { DRAFT } from '../support/drafts';
import { immediately, offlineClient as client } from '../support/panelDoubles';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const account: AccountModel = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(60)) }]).posts, {
  platform: 'x',
});
/**
 * The views and their band as shown, "1,400 views (likely 410–5,000)" → ['1,400', '410', '5,000']: the
 * numbers before the likes, if any, without the ratio to the usual ("About 1.4× your usual:") or the "24 h"
 * the sentence is about.
 */
const viewNumbers = (text: string) =>
  [
    ...(text.split(' and ')[0] ?? '')
      .replace(/^About [\d.]+× [^:]*:/, '')
      .replaceAll('24 h', '')
      .matchAll(/\d[\d,]*/g),
  ].map((m) => m[0]);

describe('one figure for the views at 24 h', () => {
  let root: HTMLElement;
  let state: PanelState | null = null;
  const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

  async function shown(tab: PanelTab, accounts: Partial<Record<'x', AccountModel>>, testId: string): Promise<string> {
    state?.dispose();
    state = createPanelState({ platform: 'x', client, schedule: immediately, layout: { expanded: true, tab }, accounts });
    render(<Panel state={state} theme="light" onInsert={async () => true} />, root);
    state.setText(DRAFT);
    await vi.waitFor(() => expect(q(testId)).not.toBeNull());
    const text = q(testId)!.textContent ?? '';
    render(null, root);
    return text;
  }

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    state?.dispose();
    state = null;
    root.remove();
  });

  it('is calibrated on enough posts to forecast views (the premise of the account case)', () => {
    expect(account.status).toBe('calibrated');
  });

  it('shows the same band in Reach and Details for a new account', async () => {
    const reach = viewNumbers(await shown('reach', {}, 'preflight-reach'));
    const details = viewNumbers(await shown('details', {}, 'preflight-details-views'));
    expect(reach).toHaveLength(3);
    expect(details).toEqual(reach);
  });

  it(
    'shows the same band in Reach and Details with an account model, and the account’s forecast does not ' + 'say the views again',
    async () => {
      const reach = viewNumbers(await shown('reach', { x: account }, 'preflight-reach'));
      const details = viewNumbers(await shown('details', { x: account }, 'preflight-details-views'));
      expect(reach).toHaveLength(3);
      expect(details).toEqual(reach);
      expect(await shown('reach', { x: account }, 'preflight-account-forecast')).not.toContain('views');
    },
  );

  it('reads the text the same with and without the account: "How it reads" does not move', async () => {
    const without = await shown('details', {}, 'preflight-dimensions');
    const withAccount = await shown('details', { x: account }, 'preflight-dimensions');
    expect(without).toMatch(/Easy to read\d+/);
    expect(withAccount).toBe(without);
  });
});
