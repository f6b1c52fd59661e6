// Feeds the panel's state with the editor's text: one read of the editor per change (a DOM mutation, an
// input event, or the slow poll for editors that change without either), whose text is scored and whose
// character map marks that score's words.
import type { EditorTextMap } from '../dom/editorTextMap';
import type { SiteAdapter } from '../sites/index';
import type { PanelState } from '../state/panelState';

// Editors that change without a DOM mutation or an input event (a framework resetting a textarea
// after posting) are caught by this slow poll.
const POLL_MS = 1_000;

export interface EditorFeed {
  /** Reads the editor once and hands the text to the state; returns the text read. */
  read(): string;
  /** The character map of the latest read (null for a textarea, or before the first read). */
  map(): EditorTextMap | null;
  /** Starts following the editor's changes, with a first read. */
  start(): void;
  dispose(): void;
}

export function feedEditor(editor: HTMLElement, site: SiteAdapter, state: PanelState): EditorFeed {
  const win = editor.ownerDocument.defaultView ?? window;
  let readMap: EditorTextMap | null = null;
  const read = () => {
    const post = site.readPost(editor);
    readMap = post.map;
    state.setText(post.text);
    return post.text;
  };
  const onChange = () => void read();
  const mutations = new win.MutationObserver(onChange);
  let poll: number | undefined;
  return {
    read,
    map: () => readMap,
    start() {
      mutations.observe(editor, { childList: true, subtree: true, characterData: true });
      editor.addEventListener('input', onChange);
      poll = win.setInterval(onChange, POLL_MS);
      read();
    },
    dispose() {
      mutations.disconnect();
      editor.removeEventListener('input', onChange);
      win.clearInterval(poll);
    },
  };
}
