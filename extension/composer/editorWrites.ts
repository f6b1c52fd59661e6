// How the panel writes into the composer's editor. Variants, fixes and Undo all write through the site's one
// write path, which reads back what the editor took, tries the editor's other ways, and puts the writer's text
// back when none works. After a write the editor is read once: that read is scored at once and, for a thread,
// is the text Undo checks it is taking back.
import { threadOfWords } from '@preflight/engine';
import { placeCaret } from '../dom/caret';
import type { SiteAdapter } from '../sites/index';
import type { PanelState, WriteText } from '../state/panelState';
import type { EditorFeed } from './editorFeed';
import { writeThread, type ThreadWrite } from './threadWriter';

/** Said after an Undo that put the writer's text back but could not remove every box it had added. */
const notRemoved = (site: string, boxes: number) => {
  const one = boxes === 1;
  return (
    `Your text is back. ${site} did not let Preflight remove ${one ? 'the box it added' : `the ${boxes} boxes it added`}, ` +
    `so ${one ? 'it is' : 'they are'} empty: remove ${one ? 'it' : 'them'} with ${site}'s own control.`
  );
};

export interface EditorWrites {
  onInsert: WriteText;
  /** Writes a thread's parts one box each, the site's way; absent where the site has no control to add a box. */
  onWriteThread: ((parts: readonly string[]) => Promise<ThreadWrite>) | undefined;
}

export function editorWrites(editor: HTMLElement, site: SiteAdapter, state: PanelState, feed: EditorFeed): EditorWrites {
  const reread = () => {
    const text = feed.read();
    state.scoreNow();
    return text;
  };
  const onInsert = async (text: string, caret?: number | null) => {
    const ok = await site.writeText(editor, text);
    if (ok && caret !== undefined && caret !== null) placeCaret(editor, caret);
    reread();
    return ok;
  };
  // A written thread is one Undo step: Undo removes the boxes it added and puts the writer's text back.
  const onWriteThread = site.addPostControl
    ? (parts: readonly string[]) =>
        state.writeAcross<ThreadWrite>(threadOfWords(parts.length), async () => {
          const done = await writeThread(site, editor, parts);
          const after = reread();
          if (done.kind !== 'written') return { result: done };
          const takeBack = async (caret: number | null) => {
            const back = await done.takeBack();
            if (back.kind !== 'failed' && caret !== null) placeCaret(editor, caret);
            reread();
            const said = back.kind === 'emptied' ? { said: notRemoved(site.label, back.boxes) } : {};
            return { ok: back.kind !== 'failed', ...said };
          };
          return { result: done, step: { after, takeBack } };
        })
    : undefined;
  return { onInsert, onWriteThread };
}
