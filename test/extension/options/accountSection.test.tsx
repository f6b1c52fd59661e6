import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { calibrateAccount, importHistory } from '../../../shared/index';
import { inPageRunner } from '../../../extension/account/historyRunner';
import { AccountSection } from '../../../extension/options/AccountSection';
import { loadAccount } from '../../../extension/state/accountStore';
import { replyTweet, syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const CSV = xAnalyticsExport([...syntheticTweets(35), replyTweet(1)]);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const statusText = () => byTestId('account-status')?.textContent;

function chooseFiles(files: File[]) {
  const input = byTestId('account-files') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the options page’s "Your account"', () => {
  let root: HTMLElement;

  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
    document.body.append(root);
    render(<AccountSection run={inPageRunner()} now={() => new Date('2026-03-01T10:00:00Z')} />, root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('asks for the files again when the stored model is from an earlier version of Preflight', async () => {
    render(null, root);
    await browser.storage.local.set({ 'account.x': { model: { version: 1, platform: 'x' }, imported_at: '2026-01-01T00:00:00Z', files: ['old.csv'] } });
    render(<AccountSection run={inPageRunner()} now={() => new Date('2026-03-01T10:00:00Z')} />, root);
    await vi.waitFor(() => expect(statusText()).toBe('Your X history was imported with an earlier version of Preflight, whose model this version cannot read: import the files again to use it.'));
    expect(await loadAccount('x')).toBeNull();
  });

  it('says no history is imported yet, in a live region, and offers no import without files', async () => {
    await vi.waitFor(() => expect(statusText()).toBe('No history imported for X: the panel uses the generic model.'));
    expect(byTestId('account-status')!.getAttribute('aria-live')).toBe('polite');
    expect(byTestId('account-status')!.getAttribute('role')).toBe('status');
    expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(true);
    expect(byTestId('account-remove')).toBeNull();
  });

  it('imports the chosen export, calibrates it and says so in plain words with the rows it skipped', async () => {
    await vi.waitFor(() => expect(statusText()).toContain('No history'));
    chooseFiles([new File([CSV], 'tweet_activity_metrics.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();

    const model = calibrateAccount(importHistory([{ name: 'tweet_activity_metrics.csv', text: CSV }]).posts, { platform: 'x' });
    const views = Number(Math.expm1(model.metrics.impressions!.level).toPrecision(2)).toLocaleString('en-US');
    await vi.waitFor(() => expect(statusText()).toBe(`Calibrated on 35 posts, typical post ≈ ${views} views.`));
    expect((await loadAccount('x'))?.model).toEqual(model);
    expect(byTestId('account-skipped')!.textContent).toBe('1 row skipped:tweet_activity_metrics.csv, row 36: a reply, not an original post');
    expect(byTestId('account-details')!.textContent).toBe('From tweet_activity_metrics.csv, imported 1 Mar 2026; newest post 4 Feb 2024.');
    expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes the stored model', async () => {
    chooseFiles([new File([CSV], 'x.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() => expect(byTestId('account-remove')).not.toBeNull());
    expect(byTestId('account-remove')!.getAttribute('aria-label')).toBe('Remove the X account model');
    byTestId('account-remove')!.click();
    await vi.waitFor(() => expect(statusText()).toBe('Removed. No history imported for X: the panel uses the generic model.'));
    expect(await loadAccount('x')).toBeNull();
  });

  it('says why nothing was kept when no post can be read', async () => {
    chooseFiles([new File(['buy milk\n'], 'notes.txt', { type: 'text/plain' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() => expect(byTestId('account-error')?.textContent).toContain('No post could be read from these files'));
    expect(byTestId('account-error')!.getAttribute('role')).toBe('alert');
    expect(byTestId('account-skipped')!.textContent).toContain('notes.txt, row 1: not an X analytics export');
  });

  it('keeps a model per platform: Bluesky has none after importing for X', async () => {
    chooseFiles([new File([CSV], 'x.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() => expect(statusText()).toContain('Calibrated on 35 posts'));
    const select = byTestId('account-platform') as HTMLSelectElement;
    select.value = 'bluesky';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(statusText()).toBe('No history imported for Bluesky: the panel uses the generic model.'));
  });
});
