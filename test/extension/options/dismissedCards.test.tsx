import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DismissedCardsSection } from '../../../extension/options/DismissedCardsSection';
import { loadSettings, saveSettings } from '../../../extension/state/settings';

const all = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));
const one = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('the options page’s hidden Fix cards', () => {
  let root: HTMLElement;

  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('lists the cards hidden for good, brings one back, and can undo that', async () => {
    await saveSettings({
      dismissedCards: [
        { concept: 'hashtags', label: 'too many hashtags' },
        { concept: 'jargon', label: 'jargon' },
      ],
      persona: 'indie founders',
    });
    render(<DismissedCardsSection />, root);
    await vi.waitFor(() => expect(all('options-dismissed-card').map((li) => li.dataset.concept)).toEqual(['hashtags', 'jargon']));

    all('options-dismissed-restore')[0]!.click();
    await vi.waitFor(() => expect(all('options-dismissed-card').map((li) => li.dataset.concept)).toEqual(['jargon']));
    expect((await loadSettings()).dismissedCards).toEqual([{ concept: 'jargon', label: 'jargon' }]);
    expect((await loadSettings()).persona).toBe('indie founders');
    expect(one('options-dismissed-status')!.textContent).toContain('"too many hashtags" will show again.');

    one('options-dismissed-undo')!.click();
    await vi.waitFor(() => expect(all('options-dismissed-card')).toHaveLength(2));
    expect((await loadSettings()).dismissedCards.map((c) => c.concept)).toEqual(['jargon', 'hashtags']);
  });

  it('follows a card hidden in a panel while the page is open', async () => {
    render(<DismissedCardsSection />, root);
    await vi.waitFor(() => expect(one('options-dismissed-cards')!.textContent).toContain('No card is hidden'));
    await saveSettings({ dismissedCards: [{ concept: 'engagement_bait', label: 'engagement bait' }] });
    await vi.waitFor(() => expect(all('options-dismissed-card')).toHaveLength(1));
  });
});
