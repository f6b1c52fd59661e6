// One editor, one panel: an isolated shadow-root host placed after the composer's block, and the panel in it,
// composed of one piece per concern: the editor's text fed to the panel's state (editorFeed.ts), the panel's
// writes into the editor (editorWrites.ts), the issues' words marked there (markedWords.ts), and the layout,
// settings, account and quota followed (panelFollows.ts); dispose() undoes it all.
import { signal, type Signal } from '@preact/signals';
import { render } from 'preact';
import type { AccountModel } from '@preflight/engine';
import { PANEL_STYLES } from '../../ui/panelStyles';
import { themeFor, type Theme } from '../../ui/theme';
import { caretOffset } from '../dom/caret';
import { PANEL_HOST_TAG } from '../dom/panelHostTag';
import { createShadowHost } from '../dom/shadowHost';
import type { BackgroundClient } from '../messaging/backgroundClient';
import { Panel } from '../panel/Panel';
import type { SiteAdapter } from '../sites/index';
import { savePanelLayout, type PanelLayout } from '../state/panelLayout';
import { createPanelState, type PanelState } from '../state/panelState';
import { saveSettings, switchSiteOff, type Settings } from '../state/settings';
import { placeAfterBlock } from './composerBlock';
import { feedEditor } from './editorFeed';
import { editorWrites } from './editorWrites';
import { markWords } from './markedWords';
import { followOutside } from './panelFollows';

export { PANEL_HOST_TAG };

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

export function mountComposerPanel({
  editor,
  site,
  settings,
  account,
  client,
  layout,
  saveLayout = savePanelLayout,
}: ComposerPanelDeps): ComposerPanel {
  const doc = editor.ownerDocument;
  const state = panelStateFor(editor, site, settings.value, account.peek(), client, layout);
  const { host, mount } = createShadowHost(doc, PANEL_HOST_TAG, PANEL_STYLES);
  const theme = signal<Theme>('light');
  const place = (editors: readonly HTMLElement[]) => {
    theme.value = themeFor(placeAfterBlock(host, editor, { editors, postButton: site.postButton }));
  };
  place([editor]);

  const feed = feedEditor(editor, site, state);
  const { onInsert, onWriteThread } = editorWrites(editor, site, state, feed);
  const siteSwitch = {
    siteLabel: site.label,
    turnOff: () => {
      // The panel goes as soon as the switch is saved: the writer is put back in the editor first.
      editor.focus();
      void switchSiteOff(site.id);
    },
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one App per mounted panel, made once when the panel mounts.
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
  feed.start();
  const stopMarks = markWords(editor, state, feed);
  const follows = followOutside({ state, site, settings, account, layout, saveLayout });

  return {
    host,
    editor,
    state,
    showExpanded: follows.showExpanded,
    writing: state.isWriting,
    place,
    dispose() {
      stopMarks();
      follows.dispose();
      feed.dispose();
      state.dispose();
      render(null, mount);
      host.remove();
    },
  };
}

/** The panel's state for a composer box, as the settings and the stored account model have it now. */
function panelStateFor(
  editor: HTMLElement,
  site: SiteAdapter,
  settings: Settings,
  stored: AccountModel | null,
  client: BackgroundClient,
  layout: PanelLayout,
) {
  return createPanelState({
    platform: site.id,
    persona: settings.persona,
    mode: settings.mode,
    // Whatever a composer box holds, the site posts as one post.
    onePost: true,
    xPremium: settings.xPremium,
    accounts: stored ? { [site.id]: stored } : {},
    client,
    layout,
    readCaret: () => caretOffset(editor),
    dismissedCards: settings.dismissedCards,
    saveDismissed: (dismissedCards) => saveSettings({ dismissedCards }),
  });
}
