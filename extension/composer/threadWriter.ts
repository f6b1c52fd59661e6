// Writing a thread the way the site builds one: the first part into the writer's box, then for each next
// part the site's own "add a post" control (X's "+", Threads' "Add to thread") and the part into the box it
// adds, every write read back. A site keeps one post per box, so a thread's parts are never written into one
// box together. Anything that cannot be done reliably (no control, a box that does not appear, a write that
// does not read back) stops the writing, puts the writer's draft back, and says why: the panel then offers
// the parts to copy one by one. A written thread can be taken back as one step (threadTakeBack.ts).
import type { SiteAdapter } from '../sites/index';
import { takeBackThread, type ThreadTakeBack } from './threadTakeBack';
import { waitFor } from './waitFor';

export type ThreadWrite =
  | {
      kind: 'written';
      parts: number;
      /** Back to the draft as it was: the writer's text in its box, the boxes the panel added removed. */
      takeBack: () => Promise<ThreadTakeBack>;
    }
  | { kind: 'not_written'; why: string };

export interface ThreadWriterOptions {
  /** How long the site may take to add a box or enable its control. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;

const enabled = (control: HTMLElement) =>
  control.isConnected && !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';

/** The boxes of the draft holding `editor`: the editors the site finds in its dialog, else on the page. */
export function boxesAround(site: SiteAdapter, editor: HTMLElement): HTMLElement[] {
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
  const control = await waitFor(
    win,
    () => {
      const found = site.addPostControl?.(after) ?? null;
      return found && enabled(found) ? found : null;
    },
    timeoutMs,
  );
  if (!control) return null;
  control.click();
  return waitFor(win, () => boxesAround(site, after).find((box) => !before.has(box)) ?? null, timeoutMs);
}

/**
 * Writes `parts` as the site's own thread, starting in `editor`. Before anything is written it checks that
 * the site has its control and that no later box already holds text (a thread would be interleaved with it).
 */
export async function writeThread(
  site: SiteAdapter,
  editor: HTMLElement,
  parts: readonly string[],
  options: ThreadWriterOptions = {},
): Promise<ThreadWrite> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const [first, ...rest] = parts;
  if (first === undefined) return { kind: 'not_written', why: 'There is nothing to write.' };
  if (!site.addPostControl?.(editor)) {
    return { kind: 'not_written', why: `Preflight cannot find ${site.label}'s control that adds a post to the thread here.` };
  }
  const boxes = boxesAround(site, editor);
  const later = boxes.slice(boxes.indexOf(editor) + 1);
  if (later.some((box) => site.readText(box).trim() !== '')) {
    return { kind: 'not_written', why: 'The draft already has more posts below this one, so Preflight leaves them as they are.' };
  }

  const original = site.readText(editor);
  /** The boxes written into: made by the panel (`added`), or empty ones the draft already had. */
  const added: HTMLElement[] = [];
  const reused: HTMLElement[] = [];
  const takeBack = () => takeBackThread(site, editor, original, { added, reused }, timeoutMs);
  const undo = async (why: string): Promise<ThreadWrite> => {
    await takeBack();
    return { kind: 'not_written', why };
  };

  if (!(await site.writeText(editor, first))) return undo(`${site.label}'s editor did not take the first post exactly.`);
  let last = editor;
  for (const [i, part] of rest.entries()) {
    // An empty box the draft already had below this one is used before a new one is added.
    const existing = later[i];
    const box = existing ?? (await addBox(site, last, timeoutMs));
    if (!box) return undo(`${site.label} did not add a box for post ${i + 2}.`);
    (existing ? reused : added).push(box);
    if (!(await site.writeText(box, part))) return undo(`${site.label}'s editor did not take post ${i + 2} exactly.`);
    last = box;
  }
  return { kind: 'written', parts: parts.length, takeBack };
}
