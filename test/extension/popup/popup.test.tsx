import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { score } from '../../../shared/index';
import { createBackgroundClient } from '../../../extension/messaging/backgroundClient';
import { PopupApp } from '../../../extension/popup/PopupApp';
import { loadHistory } from '../../../extension/state/checkHistory';
import { createPanelModel } from '../../../extension/state/panelModel';

const DRAFT = 'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
const OTHER = 'Our onboarding rewrite lifted activation from 21% to 34% in a week. The trick: one question per screen.';

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

function type(field: HTMLTextAreaElement | HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the popup', () => {
  let root: HTMLElement;
  let ids = 0;

  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
    document.body.append(root);
    const model = createPanelModel({ platform: 'x', client: createBackgroundClient() });
    render(<PopupApp model={model} theme="light" newId={() => `draft-${++ids}`} now={() => new Date('2026-03-01T10:00:00Z')} />, root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('opens on "Check a draft" and scores a pasted draft offline with the same panel', async () => {
    expect(byTestId('popup-tab-check')!.getAttribute('aria-selected')).toBe('true');
    type(byTestId('check-text') as HTMLTextAreaElement, DRAFT);
    const expected = score({ text: DRAFT, platform: 'x' });
    await vi.waitFor(() => expect(byTestId('preflight-decision')!.textContent).toBe(expected.decision));
    expect(byTestId('preflight-score')!.textContent).toBe(`${Math.round(expected.pre_publish_score)}/100`);
    expect(byTestId('preflight-idea')).toBeNull();
  });

  it('counts length against the platform picked: LinkedIn’s 3,000', async () => {
    type(byTestId('check-text') as HTMLTextAreaElement, DRAFT);
    const select = byTestId('check-platform') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['x', 'bluesky', 'threads', 'linkedin', 'mastodon']);
    select.value = 'linkedin';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(byTestId('preflight-length')!.textContent).toBe(`${score({ text: DRAFT, platform: 'linkedin' }).length.weighted} / 3000`));
  });

  it('keeps each checked draft in the history, reopens one, and clears them', async () => {
    type(byTestId('check-text') as HTMLTextAreaElement, DRAFT);
    await vi.waitFor(async () => expect((await loadHistory()).map((e) => e.text)).toEqual([DRAFT]), { timeout: 3000 });
    (Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'New draft') as HTMLButtonElement).click();
    type(byTestId('check-text') as HTMLTextAreaElement, OTHER);
    await vi.waitFor(async () => expect((await loadHistory()).map((e) => e.text)).toEqual([OTHER, DRAFT]), { timeout: 3000 });
    await vi.waitFor(() => expect(all('check-history-item')).toHaveLength(2));

    all('check-history-item')[1]!.click();
    await vi.waitFor(() => expect((byTestId('check-text') as HTMLTextAreaElement).value).toBe(DRAFT));
    await vi.waitFor(() => expect(byTestId('preflight-decision')!.textContent).toBe(score({ text: DRAFT, platform: 'x' }).decision));

    byTestId('check-history-clear')!.click();
    await vi.waitFor(() => expect(all('check-history-item')).toHaveLength(0));
    expect(await loadHistory()).toEqual([]);
  });

  it('does not bring back the draft on screen once the history is cleared', async () => {
    type(byTestId('check-text') as HTMLTextAreaElement, DRAFT);
    await vi.waitFor(async () => expect(await loadHistory()).toHaveLength(1), { timeout: 3000 });
    type(byTestId('check-text') as HTMLTextAreaElement, `${DRAFT} More.`);
    await vi.waitFor(() => expect(byTestId('preflight-length')!.textContent).toContain(String(DRAFT.length + 6)));
    byTestId('check-history-clear')!.click();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await loadHistory()).toEqual([]);
  });

  it('drafts ranked variants on the Drafts tab, each with Copy and no Insert', async () => {
    byTestId('popup-tab-drafts')!.click();
    await vi.waitFor(() => expect(byTestId('preflight-idea')).not.toBeNull());
    type(byTestId('preflight-idea') as HTMLTextAreaElement, 'weekly small releases beat big launches');
    byTestId('preflight-generate')!.click();
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(3));
    expect(all('preflight-copy')).toHaveLength(3);
    expect(all('preflight-insert')).toHaveLength(0);
    expect(all('preflight-panel')).toHaveLength(1);
  });
});
