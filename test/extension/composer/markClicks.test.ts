// Marked words in the editor lead to their card: a click on them (the caret lands inside) opens the panel on
// the Fix tab at that card and leaves the caret in the editor; Alt+Enter there does the same and moves the
// focus to the card; anywhere else, neither does anything. A composer panel on Bluesky's editor in happy-dom.
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mountComposerPanel, type ComposerPanel } from '../../../extension/composer/composerPanel';
import { blueskySite } from '../../../extension/sites/bluesky';
import { DEFAULT_PANEL_LAYOUT } from '../../../extension/state/panelLayout';
import { DEFAULT_SETTINGS } from '../../../extension/state/settings';
import { offlineClient } from '../support/panelDoubles';
import { BAIT_DRAFT } from '../support/drafts';

const BAIT = 'RT if you agree';

function mountOn(text: string): { editor: HTMLElement; panel: ComposerPanel } {
  document.body.innerHTML = `<div contenteditable="true" id="editor"><p>${text}</p></div>`;
  const editor = document.getElementById('editor')!;
  const panel = mountComposerPanel({
    editor,
    site: blueskySite,
    settings: signal(DEFAULT_SETTINGS),
    account: signal(null),
    client: offlineClient,
    layout: DEFAULT_PANEL_LAYOUT,
    saveLayout: () => undefined,
  });
  onTestFinished(() => panel.dispose());
  return { editor, panel };
}

/** Puts the caret at `offset` in the editor's one line of text. */
function caretAt(editor: HTMLElement, offset: number): void {
  const node = editor.querySelector('p')!.firstChild!;
  document.getSelection()!.collapse(node, offset);
}

const card = (panel: ComposerPanel, concept: string) =>
  panel.host.shadowRoot!.querySelector<HTMLElement>(`[data-testid="preflight-issue"][data-concept="${concept}"]`);

describe('marked words in the editor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('open the panel at their card when clicked, and leave the caret in the editor', async () => {
    const { editor, panel } = mountOn(BAIT_DRAFT);
    await vi.waitFor(() => expect(panel.state.live.value.kind).toBe('scored'));
    expect(panel.state.expanded.value).toBe(false);
    caretAt(editor, BAIT_DRAFT.indexOf(BAIT) + 3);
    editor.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.state.expanded.value).toBe(true);
    expect(panel.state.tab.value).toBe('fix');
    const concept = panel.state.opened.value?.concept ?? '';
    expect(concept).toBe('engagement_bait');
    await vi.waitFor(() => expect(card(panel, concept)?.classList.contains('pf-card--opened')).toBe(true));
    // Its words highlighted in the editor, as when the card is pointed at.
    expect(panel.state.emphasis.value?.map((s) => BAIT_DRAFT.slice(s.start, s.end)).join(' ')).toContain('RT if');
    expect(panel.host.shadowRoot!.activeElement).toBeNull();
  });

  it('open nothing when the click lands on words without a mark', async () => {
    const { editor, panel } = mountOn(BAIT_DRAFT);
    await vi.waitFor(() => expect(panel.state.live.value.kind).toBe('scored'));
    caretAt(editor, 3);
    editor.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.state.expanded.value).toBe(false);
    expect(panel.state.opened.value).toBeNull();
  });

  it('open the card and move the focus to it on Alt+Enter, and leave plain Enter to the editor', async () => {
    const { editor, panel } = mountOn(BAIT_DRAFT);
    await vi.waitFor(() => expect(panel.state.live.value.kind).toBe('scored'));
    caretAt(editor, BAIT_DRAFT.indexOf(BAIT) + 1);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    editor.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(panel.state.expanded.value).toBe(false);

    const altEnter = new KeyboardEvent('keydown', { key: 'Enter', altKey: true, bubbles: true, cancelable: true });
    editor.dispatchEvent(altEnter);
    expect(altEnter.defaultPrevented).toBe(true);
    const concept = panel.state.opened.value?.concept ?? '';
    await vi.waitFor(() => expect(panel.host.shadowRoot!.activeElement).toBe(card(panel, concept)));
  });

  it('lead nowhere once the card is hidden: the words are no longer marked', async () => {
    const { editor, panel } = mountOn(BAIT_DRAFT);
    await vi.waitFor(() => expect(panel.state.live.value.kind).toBe('scored'));
    panel.state.dismiss('engagement_bait', 'Engagement bait', 'post');
    caretAt(editor, BAIT_DRAFT.indexOf(BAIT) + 3);
    editor.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.state.opened.value).toBeNull();
  });
});
