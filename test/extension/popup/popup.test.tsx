import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { score, suggestFixes } from '../../../shared/index';
import { createBackgroundClient } from '../../../extension/messaging/backgroundClient';
import { RECORD_AFTER_MS } from '../../../extension/popup/CheckDraftTab';
import { PopupApp } from '../../../extension/popup/PopupApp';
import { loadHistory } from '../../../extension/state/checkHistory';
import { createPanelState, FIXES_DELAY_MS, SCORE_DEBOUNCE_MS, type Schedule } from '../../../extension/state/panelState';

const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
const OTHER = 'Our onboarding rewrite lifted activation from 21% to 34% in a week. The trick: one question per screen.';

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

function type(field: HTMLTextAreaElement | HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Timers the test fires by hand: the model's scoring debounce and the popup's history delay. */
function manualTimers() {
  let pending: { run: () => void; ms: number }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms };
    pending.push(timer);
    return () => {
      pending = pending.filter((t) => t !== timer);
    };
  };
  /** Runs every timer due within `ms` (in order of delay), as if that much time passed. */
  const advance = (ms: number) => {
    const due = pending.filter((t) => t.ms <= ms).sort((a, b) => a.ms - b.ms);
    pending = pending.filter((t) => !due.includes(t));
    for (const t of due) t.run();
  };
  return { schedule, advance, delays: () => pending.map((t) => t.ms) };
}

describe('the popup', () => {
  let root: HTMLElement;
  let ids = 0;
  let timers: ReturnType<typeof manualTimers>;

  beforeEach(() => {
    fakeBrowser.reset();
    timers = manualTimers();
    root = document.createElement('div');
    document.body.append(root);
    const state = createPanelState({ platform: 'x', client: createBackgroundClient(), schedule: timers.schedule });
    render(
      <PopupApp
        state={state}
        theme="light"
        newId={() => `draft-${++ids}`}
        now={() => new Date('2026-03-01T10:00:00Z')}
        schedule={timers.schedule}
      />,
      root,
    );
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  /** Types a draft and lets the scoring debounce pass. */
  function check(text: string) {
    type(byTestId('check-text') as HTMLTextAreaElement, text);
    timers.advance(SCORE_DEBOUNCE_MS);
  }

  /** Lets a scored draft stand long enough to be recorded, once the popup has asked for that timer. */
  async function letItStand() {
    await vi.waitFor(() => expect(timers.delays()).toContain(RECORD_AFTER_MS));
    timers.advance(RECORD_AFTER_MS);
  }

  it('has one top-level heading and opens on the Check tab', () => {
    expect(Array.from(document.querySelectorAll('h1'), (h) => h.textContent?.trim())).toEqual(['Preflight']);
    expect(byTestId('popup-tab-check')!.textContent).toBe('Check');
    expect(byTestId('popup-tab-check')!.getAttribute('aria-selected')).toBe('true');
    expect(byTestId('popup-tab-drafts')!.getAttribute('aria-selected')).toBe('false');
  });

  it('moves between its tabs with the arrow keys, keeping one tab stop', async () => {
    const tablist = document.querySelector<HTMLElement>('[role="tablist"]')!;
    byTestId('popup-tab-check')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await vi.waitFor(() => expect(byTestId('popup-tab-drafts')!.getAttribute('aria-selected')).toBe('true'));
    expect(Array.from(tablist.querySelectorAll('[role="tab"]'), (t) => t.getAttribute('tabindex'))).toEqual(['-1', '0']);
    expect(byTestId('preflight-idea')).not.toBeNull();
    byTestId('popup-tab-drafts')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await vi.waitFor(() => expect(byTestId('popup-tab-check')!.getAttribute('aria-selected')).toBe('true'));
  });

  it('scores a pasted draft offline with the same panel, once typing pauses', async () => {
    type(byTestId('check-text') as HTMLTextAreaElement, DRAFT);
    expect(byTestId('preflight-score')).toBeNull();
    timers.advance(SCORE_DEBOUNCE_MS);
    const expected = score({ text: DRAFT, platform: 'x' });
    await vi.waitFor(() => expect(byTestId('preflight-decision')!.getAttribute('data-decision')).toBe(expected.decision));
    expect(byTestId('preflight-score')!.textContent).toBe(`${Math.round(expected.pre_publish_score)} %`);
    expect(byTestId('preflight-idea')).toBeNull();
  });

  it('applies a one-click fix to the draft box: the engine’s fixed text, its score, and Undo', async () => {
    const bait = 'RT if you agree! We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
    const [best] = suggestFixes({ text: bait, platform: 'x' });
    expect(best?.kind).toBe('remove_bait');
    check(bait);
    await vi.waitFor(() => expect(timers.delays()).toContain(FIXES_DELAY_MS));
    timers.advance(FIXES_DELAY_MS);
    await vi.waitFor(() => expect(all('preflight-fix-apply').length).toBeGreaterThan(0));
    all('preflight-fix-apply')[0]!.click();
    await vi.waitFor(() => expect((byTestId('check-text') as HTMLTextAreaElement).value).toBe(best!.text));
    await vi.waitFor(() => expect(byTestId('preflight-score')!.textContent).toBe(`${Math.round(best!.pre_publish_score)} %`));
    byTestId('preflight-undo')!.click();
    await vi.waitFor(() => expect((byTestId('check-text') as HTMLTextAreaElement).value).toBe(bait));
  });

  it('counts length against the platform picked: LinkedIn’s 3,000', async () => {
    check(DRAFT);
    const select = byTestId('check-platform') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['x', 'bluesky', 'threads', 'linkedin', 'mastodon']);
    select.value = 'linkedin';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() =>
      expect(byTestId('preflight-length')!.textContent).toBe(`${score({ text: DRAFT, platform: 'linkedin' }).length.weighted} / 3,000`),
    );
  });

  it('keeps the recent checks folded under one line until asked for', async () => {
    const toggle = byTestId('check-history-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true);
    check(DRAFT);
    await letItStand();
    await vi.waitFor(() => expect(toggle.textContent).toBe('▸Recent checks (1)'));
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(all('check-history-item')).toHaveLength(1);
  });

  it('keeps each checked draft in the history, reopens one, and clears them', async () => {
    check(DRAFT);
    await letItStand();
    await vi.waitFor(async () => expect((await loadHistory()).map((e) => e.text)).toEqual([DRAFT]));
    byTestId('check-new')!.click();
    check(OTHER);
    await letItStand();
    await vi.waitFor(async () => expect((await loadHistory()).map((e) => e.text)).toEqual([OTHER, DRAFT]));
    byTestId('check-history-toggle')!.click();
    await vi.waitFor(() => expect(all('check-history-item')).toHaveLength(2));

    all('check-history-item')[1]!.click();
    await vi.waitFor(() => expect((byTestId('check-text') as HTMLTextAreaElement).value).toBe(DRAFT));
    await vi.waitFor(() =>
      expect(byTestId('preflight-decision')!.getAttribute('data-decision')).toBe(score({ text: DRAFT, platform: 'x' }).decision),
    );

    byTestId('check-history-clear')!.click();
    await vi.waitFor(() => expect(all('check-history-item')).toHaveLength(0));
    expect(await loadHistory()).toEqual([]);
  });

  it('shows each recent check with the label and tone the panel showed it with, never a green badge below 50', async () => {
    const below = 'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.';
    const drafts = [DRAFT, below];
    for (const text of drafts) {
      byTestId('check-new')!.click();
      check(text);
      await letItStand();
    }
    await vi.waitFor(async () => expect((await loadHistory()).map((e) => e.text)).toEqual([below, DRAFT]));
    byTestId('check-history-toggle')!.click();
    await vi.waitFor(() => expect(all('check-history-item')).toHaveLength(2));
    const tones = new Set<string>();
    all('check-history-item').forEach((item, i) => {
      const { headline } = score({ text: [below, DRAFT][i]!, platform: 'x' }).explanation;
      const badge = item.querySelector<HTMLElement>('.pf-badge')!;
      expect(badge.textContent).toBe(headline.label);
      expect(badge.classList.contains(`pf-badge--${headline.tone}`)).toBe(true);
      const shown = Number.parseInt(item.querySelector('strong')!.textContent ?? '', 10);
      expect(shown).toBe(headline.score);
      if (headline.tone === 'good') expect(shown).toBeGreaterThanOrEqual(50);
      // The editor's raw word is no longer what a writer reads.
      expect(item.textContent).not.toMatch(/publish|revise|reject/iu);
      tones.add(headline.tone);
    });
    expect(tones).toEqual(new Set(['good', 'neutral']));
  });

  it('does not bring back the draft on screen once the history is cleared', async () => {
    check(DRAFT);
    await letItStand();
    await vi.waitFor(async () => expect(await loadHistory()).toHaveLength(1));
    check(`${DRAFT} More.`);
    await vi.waitFor(() => expect(byTestId('preflight-length')!.textContent).toContain(String(DRAFT.length + 6)));
    // The edited draft is waiting to be recorded when the history is cleared.
    await vi.waitFor(() => expect(timers.delays()).toContain(RECORD_AFTER_MS));
    byTestId('check-history-toggle')!.click();
    byTestId('check-history-clear')!.click();
    await vi.waitFor(() => expect(byTestId('check-history-toggle')!.textContent).toBe('▾Recent checks (0)'));
    timers.advance(RECORD_AFTER_MS);
    expect(timers.delays()).not.toContain(RECORD_AFTER_MS);
    expect(await loadHistory()).toEqual([]);
  });

  it('drafts ranked variants on the Drafts tab, each with Copy and no Insert', async () => {
    byTestId('popup-tab-drafts')!.click();
    await vi.waitFor(() => expect(byTestId('preflight-idea')).not.toBeNull());
    type(byTestId('preflight-idea') as HTMLTextAreaElement, 'weekly small releases beat big launches for indie SaaS founders');
    byTestId('preflight-generate')!.click();
    // Offline drafting yields once (a 0 ms timer) so "Drafting…" paints first.
    await vi.waitFor(() => expect(timers.delays()).toContain(0));
    timers.advance(0);
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(3));
    expect(all('preflight-copy')).toHaveLength(3);
    expect(all('preflight-insert')).toHaveLength(0);
    expect(all('preflight-panel')).toHaveLength(1);
  });
});
