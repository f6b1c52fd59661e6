import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { calibrateAccount, importHistory } from '../../../shared/index';
import { inPageRunner } from '../../../extension/account/historyRunner';
import { AccountSection } from '../../../extension/options/AccountSection';
import { loadAccount } from '../../../extension/state/accountStore';
import { replyTweet, syntheticTweets, xAnalyticsExport, xContentExport } from '../support/xAnalyticsExport';

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
    await browser.storage.local.set({
      'account.x': { model: { version: 1, platform: 'x' }, imported_at: '2026-01-01T00:00:00Z', files: ['old.csv'] },
    });
    render(<AccountSection run={inPageRunner()} now={() => new Date('2026-03-01T10:00:00Z')} />, root);
    await vi.waitFor(() =>
      expect(statusText()).toBe(
        'Your X history was imported with an earlier version of Preflight, whose model this version cannot ' +
          'read: import the files again to use it.',
      ),
    );
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
    expect(byTestId('account-skipped')!.textContent).toBe(
      '1 row skipped:tweet_activity_metrics.csv, row 36: a reply, not an original post',
    );
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
    chooseFiles([new File([xAnalyticsExport([replyTweet(1)])], 'replies.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() => expect(byTestId('account-error')?.textContent).toContain('No post could be read from these files'));
    expect(byTestId('account-error')!.getAttribute('role')).toBe('alert');
    expect(byTestId('account-skipped')!.textContent).toBe('1 row skipped:replies.csv, row 1: a reply, not an original post');
  });

  it('says where to get the files on X, today’s export and the older monthly one', async () => {
    const hint = byTestId('account-files-hint')!.textContent!;
    // Steps in order: where, which period, which export (the file's name), then what to do with it here.
    const steps = Array.from(byTestId('account-x-steps')!.querySelectorAll('li')).map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain('x.com/i/account_analytics');
    expect(steps[2]).toContain('Export data → Posts (content)');
    expect(steps[2]).toContain('account_analytics_content_….csv');
    expect(steps[3]).toContain('Import and calibrate');
    expect(hint).toContain('analytics.twitter.com → Tweets → Export data');
    expect(byTestId('account-files')!.getAttribute('aria-describedby')).toBe('account-files-hint');
  });

  it('imports X’s content export the same way', async () => {
    const content = xContentExport(syntheticTweets(35));
    const name = 'account_analytics_content_2024-01-01_2024-02-04.csv';
    chooseFiles([new File([content], name, { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    const model = calibrateAccount(importHistory([{ name, text: content }]).posts, { platform: 'x' });
    await vi.waitFor(() => expect(statusText()).toMatch(/^Calibrated on 35 posts, typical post ≈ [\d,]+ views\.$/));
    expect((await loadAccount('x'))?.model).toEqual(model);
    expect(byTestId('account-skipped')).toBeNull();
  });

  it('names the columns it needs when the file is the wrong one', async () => {
    const overview =
      'Date,Impressions,Likes,Engagements,Bookmarks,Shares,New follows,Unfollows,Replies,Reposts,Profile ' +
      'visits\n"Sun, Apr 13, 2025",900,3,7,0,0,0,0,1,1,2\n';
    chooseFiles([new File([overview], 'account_overview_analytics.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() => expect(byTestId('account-error')?.textContent).toContain('account_overview_analytics.csv was not imported'));
    const error = byTestId('account-error')!.textContent!;
    expect(error).toContain(
      'it is not a file Preflight reads (its first line: Date, Impressions, Likes, Engagements, Bookmarks, ' +
        'Shares, New follows, Unfollows, Replies, Reposts, Profile visits)',
    );
    expect(error).toContain(
      "X's content export (account_analytics_content): Post id or Post Link, Post text, Date, Likes, Reposts, Replies",
    );
    expect(error).toContain(
      "X's monthly export (tweet_activity_metrics), in any language: Tweet id or Tweet permalink, Tweet " +
        'text, time, likes, retweets, replies',
    );
    expect(error).toContain('Nothing was imported; your stored model, if any, is unchanged.');
    expect(byTestId('account-skipped')).toBeNull();
    expect(await loadAccount('x')).toBeNull();
  });

  it('names the columns an X export lacks', async () => {
    const cut = 'Post id,Date,Post text,Post Link,Impressions\n1,"Sun, Apr 13, 2025",Hi,https://x.com/acme/status/1,10\n';
    chooseFiles([new File([cut], 'cut.csv', { type: 'text/csv' })]);
    await vi.waitFor(() => expect((byTestId('account-import') as HTMLButtonElement).disabled).toBe(false));
    byTestId('account-import')!.click();
    await vi.waitFor(() =>
      expect(byTestId('account-error')?.textContent).toBe(
        "cut.csv was not imported: it looks like X's content export (account_analytics_content) but lacks " +
          'columns it needs: Likes, Reposts, Replies ' +
          '(its columns: Post id, Date, Post text, Post Link, Impressions). Nothing was imported; your stored model, if any, is unchanged.',
      ),
    );
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
    // X's menus are of no use for Bluesky: only the formats any platform can use are offered.
    expect(byTestId('account-files-hint')!.textContent).not.toContain('x.com');
    expect(byTestId('account-files-hint')!.textContent).toContain("Preflight's JSON lines or CSV");
  });
});
