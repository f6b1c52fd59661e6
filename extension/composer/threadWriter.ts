// Writing a thread the way the site builds one: the first part into the writer's box, then for each next
// part the site's own "add a post" control (X's "+", Threads' "Add to thread") and the part into the box it
// adds, every write read back. A site keeps one post per box, so a thread's parts are never written into one
// box together. Anything that cannot be done reliably (no control, a box that does not appear, a write that
// does not read back) stops the writing, puts the writer's draft back, and says why: the panel then offers
// the parts to copy one by one.
import type { SiteAdapter } from '../sites/index';

export type ThreadWrite = { kind: 'written'; parts: number } | { kind: 'not_written'; why: string };

export interface ThreadWriterOptions {
  /** How long the site may take to add a box or enable its control. */
  timeoutMs?: number;
}

const POLL_MS = 30;
const DEFAULT_TIMEOUT_MS = 2_000;

/** Resolves to what `find` returns once it returns something, or null after `timeoutMs`. */
async function waitFor<T>(win: Window, find: () => T | null, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== null) return found;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => win.setTimeout(resolve, POLL_MS));
  }
}

const enabled = (control: HTMLElement) =>
  control.isConnected && !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';

/** The boxes of the draft holding `editor`: the editors the site finds in its dialog, else on the page. */
function boxesAround(site: SiteAdapter, editor: HTMLElement): HTMLElement[] {
  const scope = editor.closest('[role="dialog"]') ?? editor.ownerDocument;
  return site.findComposers(scope);
}

/**
 * Asks the site for one more box after `after`: focus it (sites add the new box after the focused one), wait
 * for the control to be usable, press it, and wait for a box that was not there before.
 */
async function addBox(site: SiteAdapter, after: HTMLElement, timeoutMs: number): Promise<HTMLElement | null> {
  const win = after.ownerDocument.defaultView ?? window;
  const before = new Set(boxesAround(site, after));
  after.focus();
  const control = await waitFor(win, () => {
    const found = site.addPostControl?.(after) ?? null;
    return found && enabled(found) ? found : null;
  }, timeoutMs);
  if (!control) return null;
  control.click();
  return waitFor(win, () => boxesAround(site, after).find((box) => !before.has(box)) ?? null, timeoutMs);
}

/**
 * Writes `parts` as the site's own thread, starting in `editor`. Before anything is written it checks that
 * the site has its control and that no later box already holds text (a thread would be interleaved with it).
 */
export async function writeThread(site: SiteAdapter, editor: HTMLElement, parts: readonly string[], options: ThreadWriterOptions = {}): Promise<ThreadWrite> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const [first, ...rest] = parts;
  if (first === undefined) return { kind: 'not_written', why: 'There is nothing to write.' };
  if (!site.addPostControl || !site.addPostControl(editor)) {
    return { kind: 'not_written', why: `Preflight cannot find ${site.label}'s control that adds a post to the thread here.` };
  }
  const boxes = boxesAround(site, editor);
  const later = boxes.slice(boxes.indexOf(editor) + 1);
  if (later.some((box) => site.readText(box).trim() !== '')) {
    return { kind: 'not_written', why: 'The draft already has more posts below this one, so Preflight leaves them as they are.' };
  }

  const original = site.readText(editor);
  const filled: HTMLElement[] = [];
  const undo = async (why: string): Promise<ThreadWrite> => {
    // Back to the draft as it was: the writer's text in the first box, the boxes below emptied.
    for (const box of filled.reverse()) await site.writeText(box, '');
    await site.writeText(editor, original);
    return { kind: 'not_written', why };
  };

  if (!(await site.writeText(editor, first))) return undo(`${site.label}'s editor did not take the first post exactly.`);
  let last = editor;
  for (const [i, part] of rest.entries()) {
    // An empty box the draft already had below this one is used before a new one is added.
    const box = later[i] ?? (await addBox(site, last, timeoutMs));
    if (!box) return undo(`${site.label} did not add a box for post ${i + 2}.`);
    filled.push(box);
    if (!(await site.writeText(box, part))) return undo(`${site.label}'s editor did not take post ${i + 2} exactly.`);
    last = box;
  }
  return { kind: 'written', parts: parts.length };
}
