// Reading back what an editor took after a write. An editor that takes a write shows it by changing its DOM
// (a mutation) or by telling its listeners (an input event), at once or a frame later; an editor that refuses
// it stays still, or puts its own text back and then stays still. So the read-back waits for the editor's own
// signals, not for a fixed time: it re-reads on each one, and gives up once the editor has been quiet for a
// moment (a refusing editor is told apart in a few frames, not in the seconds a fixed wait per way adds up to).

/** No sign of the editor touching its text this long after the write, or after its last change: nothing is coming. */
export const QUIET_MS = 150;
/** However busy the editor stays, the read-back ends here. */
export const READ_BACK_MAX_MS = 600;
const POLL_MS = 30;

/** A macrotask later: the editor's own handlers (and the microtasks they queue) have run. */
export function tick(win: Window, ms = 0): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, ms));
}

/**
 * Resolves to whether the editor reads `text`. A write no listener took (`taken` false) gets one turn, not the
 * wait: nothing is going to re-render.
 */
export async function waitForText(
  editor: HTMLElement,
  text: string,
  read: (editor: HTMLElement) => string,
  taken = true,
): Promise<boolean> {
  const win = editor.ownerDocument.defaultView ?? window;
  const started = Date.now();
  let lastSignal = started;
  const heard = () => {
    lastSignal = Date.now();
  };
  const mutations = new win.MutationObserver(heard);
  mutations.observe(editor, { childList: true, subtree: true, characterData: true });
  editor.addEventListener('input', heard);
  try {
    // One turn first: a framework that takes a write back (a controlled field re-rendered) does so by then.
    await tick(win);
    for (;;) {
      if (read(editor) === text) return true;
      const now = Date.now();
      if (!taken || now - lastSignal >= QUIET_MS || now - started >= READ_BACK_MAX_MS) return false;
      await tick(win, POLL_MS);
    }
  } finally {
    mutations.disconnect();
    editor.removeEventListener('input', heard);
  }
}
