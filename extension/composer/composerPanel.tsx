// One editor, one panel: an isolated shadow-root host placed after the composer's block, the panel
// state fed with the editor's text, the issues' words marked in the editor, the layout remembered, and
// everything undone by dispose().
import { effect, signal, type Signal } from '@preact/signals';
import { render } from 'preact';
import type { AccountModel } from '../../shared/index';
import type { BackgroundClient } from '../messaging/backgroundClient';
import { Panel } from '../panel/Panel';
import { PANEL_STYLES } from '../../ui/panelStyles';
import { themeFor, type Theme } from '../../ui/theme';
import type { SiteAdapter } from '../sites/index';
import { createPanelState, type PanelState } from '../state/panelState';
import { savePanelLayout, type PanelLayout } from '../state/panelLayout';
import { normalizeBackendUrl, saveSettings, switchSiteOff, type Settings } from '../state/settings';
import { caretOffset, placeCaret, selectionOffsets } from '../dom/caret';
import { loadQuotaMemory, watchQuotaMemory, type QuotaMemory } from '../messaging/quotaMemory';
import { placeAfterBlock } from './composerBlock';
import type { EditorTextMap } from '../dom/editorTextMap';
import { issueMarks, markedConceptAt } from './issueMarks';
import { PANEL_HOST_TAG } from '../dom/panelHostTag';
import { createShadowHost } from '../dom/shadowHost';
import { createTextMarks } from '../dom/textMarks';
import { writeThread, type ThreadWrite } from './threadWriter';

export { PANEL_HOST_TAG };

/** Said after an Undo that put the writer's text back but could not remove every box it had added. */
const notRemoved = (site: string, boxes: number) =>
  `Your text is back. ${site} did not let Preflight remove ${boxes === 1 ? 'the box it added' : `the ${boxes} boxes it added`}, so ${boxes === 1 ? 'it is' : 'they are'} empty: remove ${boxes === 1 ? 'it' : 'them'} with ${site}'s own control.`;
// Editors that change without a DOM mutation or an input event (a framework resetting a textarea
// after posting) are caught by this slow poll.
const POLL_MS = 1_000;

export interface ComposerPanelDeps {
  editor: HTMLElement;
  site: SiteAdapter;
  settings: Signal<Settings>;
  /** The account model stored for the site's platform, if any. */
  account: Signal<AccountModel | null>;
  client: BackgroundClient;
  /** Compact or expanded, and the tab, as the writer last left a panel. */
  layout: PanelLayout;
  /** Remembers a change of layout (extension storage by default). */
  saveLayout?: (layout: PanelLayout) => unknown;
}

export interface ComposerPanel {
  host: HTMLElement;
  /** The editor this panel is beside. */
  editor: HTMLElement;
  state: PanelState;
  /**
   * Opens or folds the details for the page's sake (another box of the thread has the focus), not as the
   * writer's choice: the layout remembered for the next composer stays as the writer left it.
   */
  showExpanded(expanded: boolean): void;
  /** Whether the panel is writing into the editor (or a thread's boxes) now. */
  writing(): boolean;
  /** Puts the host back after the composer's block if the site re-rendered it away; refreshes the theme. */
  place(editors: readonly HTMLElement[]): void;
  dispose(): void;
}

export function mountComposerPanel({ editor, site, settings, account, client, layout, saveLayout = savePanelLayout }: ComposerPanelDeps): ComposerPanel {
  const doc = editor.ownerDocument;
  const win = doc.defaultView ?? window;
  const stored = account.peek();
  const state = createPanelState({
    platform: site.id,
    persona: settings.value.persona,
    mode: settings.value.mode,
    // Whatever a composer box holds, the site posts as one post.
    onePost: true,
    xPremium: settings.value.xPremium,
    accounts: stored ? { [site.id]: stored } : {},
    client,
    layout,
    readCaret: () => caretOffset(editor),
    dismissedCards: settings.value.dismissedCards,
    saveDismissed: (dismissedCards) => saveSettings({ dismissedCards }),
  });
  const { host, mount } = createShadowHost(doc, PANEL_HOST_TAG, PANEL_STYLES);
  const theme = signal<Theme>('light');

  const place = (editors: readonly HTMLElement[]) => {
    theme.value = themeFor(placeAfterBlock(host, editor, { editors, postButton: site.postButton }));
  };
  place([editor]);

  // One read of the editor per change: its text is scored, and its character map marks that score's words.
  let readMap: EditorTextMap | null = null;
  const read = () => {
    const post = site.readPost(editor);
    readMap = post.map;
    state.setText(post.text);
  };
  // Variants, fixes and Undo all write through the site's one write path, which reads back what the editor
  // took, tries the editor's other ways, and puts the writer's text back when none works.
  const onInsert = async (text: string, caret?: number | null) => {
    const ok = await site.writeText(editor, text);
    if (ok && caret !== undefined && caret !== null) placeCaret(editor, caret);
    read();
    state.scoreNow();
    return ok;
  };

  const reread = () => {
    read();
    state.scoreNow();
  };
  // A written thread is one Undo step: Undo removes the boxes it added and puts the writer's text back.
  const onWriteThread = site.addPostControl
    ? (parts: readonly string[]) =>
        state.writeAcross<ThreadWrite>(`Thread of ${parts.length} posts`, async () => {
          const done = await writeThread(site, editor, parts);
          reread();
          if (done.kind !== 'written') return { result: done };
          const takeBack = async (caret: number | null) => {
            const back = await done.takeBack();
            if (back.kind !== 'failed' && caret !== null) placeCaret(editor, caret);
            reread();
            return { ok: back.kind !== 'failed', ...(back.kind === 'emptied' ? { said: notRemoved(site.label, back.boxes) } : {}) };
          };
          return { result: done, step: { after: site.readText(editor), takeBack } };
        })
    : undefined;
  const siteSwitch = {
    siteLabel: site.label,
    turnOff: () => {
      // The panel goes as soon as the switch is saved: the writer is put back in the editor first.
      editor.focus();
      void switchSiteOff(site.id);
    },
  };

  const App = () => (
    <Panel
      state={state}
      theme={theme.value}
      onInsert={onInsert}
      onWriteThread={onWriteThread}
      onEscape={() => editor.focus()}
      siteCountsLength={site.countsLength === true}
      siteSwitch={siteSwitch}
    />
  );
  render(<App />, mount);

  const mutations = new win.MutationObserver(read);
  mutations.observe(editor, { childList: true, subtree: true, characterData: true });
  editor.addEventListener('input', read);
  const poll = win.setInterval(read, POLL_MS);
  read();

  // The words each problem points at, underlined in the editor after every score; the hovered card's too.
  const marks = createTextMarks(doc);
  const stopMarks = effect(() => {
    const live = state.live.value;
    const emphasis = state.emphasis.value;
    const previewed = state.previewed.value;
    // The map of the latest read: issueMarks marks nothing unless it is of the very text scored. A hidden
    // card's concept is not marked (state.shows reads the dismissals, so hiding or bringing one back redraws).
    marks.show(issueMarks(readMap, live, emphasis, previewed, state.shows));
  });

  // A click on marked words opens the panel at their card, as a writing assistant's underlines do; the caret
  // stays in the editor, so the writer can go on typing. Alt+Enter there does the same from the keyboard and
  // moves the focus to the card (Enter alone writes a new line: the editor's, never taken).
  const markedAtCaret = (): string | null => {
    const selection = selectionOffsets(editor);
    if (!selection || selection.anchor !== selection.focus) return null;
    return markedConceptAt(readMap, state.live.peek(), selection.focus, state.shows);
  };
  const onEditorClick = () => {
    const concept = markedAtCaret();
    if (concept) state.openCard(concept, false);
  };
  const onEditorKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const concept = markedAtCaret();
    if (!concept) return;
    event.preventDefault();
    event.stopPropagation();
    state.openCard(concept, true);
  };
  editor.addEventListener('click', onEditorClick);
  editor.addEventListener('keydown', onEditorKeyDown);

  // Remembered for the next composer (not followed live: each open panel keeps its own).
  let savedLayout = layout;
  const stopLayout = effect(() => {
    const next: PanelLayout = { expanded: state.expanded.value, tab: state.tab.value };
    if (next.expanded === savedLayout.expanded && next.tab === savedLayout.tab) return;
    savedLayout = next;
    void saveLayout(next);
  });

  const stopSettings = effect(() => {
    const { persona, mode, dismissedCards, xPremium } = settings.value;
    if (persona !== state.persona.peek()) state.setPersona(persona);
    if (xPremium !== state.xPremium.peek()) state.setXPremium(xPremium);
    // Brought back on the options page (or dismissed in another panel): followed live.
    if (JSON.stringify(dismissedCards) !== JSON.stringify(state.dismissedForGood.peek())) state.dismissedForGood.value = dismissedCards;
    if (mode !== state.mode.peek()) state.mode.value = mode;
  });
  const stopAccount = effect(() => {
    const next = account.value;
    if (next !== (state.accounts.peek()[site.id] ?? null)) state.setAccount(site.id, next);
  });
  // The quota as last reported to the service worker: loading a page costs no request.
  const showQuota = (memory: QuotaMemory | null) => state.showRememberedQuota(memory, normalizeBackendUrl(settings.peek().backendUrl) ?? '');
  void loadQuotaMemory().then(showQuota);
  const stopQuota = watchQuotaMemory(showQuota);

  return {
    host,
    editor,
    state,
    showExpanded(expanded) {
      savedLayout = { ...savedLayout, expanded };
      state.expanded.value = expanded;
    },
    writing: state.isWriting,
    place,
    dispose() {
      stopMarks();
      marks.dispose();
      stopLayout();
      stopSettings();
      stopAccount();
      stopQuota();
      mutations.disconnect();
      editor.removeEventListener('input', read);
      editor.removeEventListener('click', onEditorClick);
      editor.removeEventListener('keydown', onEditorKeyDown);
      win.clearInterval(poll);
      state.dispose();
      render(null, mount);
      host.remove();
    },
  };
}
