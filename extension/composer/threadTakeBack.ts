// Taking a written thread back as one step: each box the panel added goes through the site's own remove
// control (X's × on a thread box), last first, and the writer's text goes back into their box. A box the site
// will not remove (no control found, or it stays) is emptied instead, and the result says how many, so the
// panel can tell the writer; empty boxes the draft already had are emptied again.
import type { SiteAdapter } from '../sites/index';
import { waitFor } from './waitFor';

export type ThreadTakeBack =
  | { kind: 'undone' }
  /** The writer's text is back, but `boxes` added boxes are left empty: the site would not remove them. */
  | { kind: 'emptied'; boxes: number }
  | { kind: 'failed' };

const usable = (control: HTMLElement) => !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';

/** Presses the box's remove control and waits for the box to go; resolves to whether it went. */
async function removeBox(site: SiteAdapter, box: HTMLElement, timeoutMs: number): Promise<boolean> {
  if (!box.isConnected) return true;
  const control = site.removePostControl?.(box) ?? null;
  if (!control || !usable(control)) return false;
  control.click();
  const win = box.ownerDocument.defaultView ?? window;
  return (await waitFor(win, () => (box.isConnected ? null : true), timeoutMs)) === true;
}

export async function takeBackThread(
  site: SiteAdapter,
  editor: HTMLElement,
  original: string,
  boxes: { added: readonly HTMLElement[]; reused: readonly HTMLElement[] },
  timeoutMs: number,
): Promise<ThreadTakeBack> {
  let emptied = 0;
  for (const box of [...boxes.added].reverse()) {
    if (await removeBox(site, box, timeoutMs)) continue;
    if (box.isConnected && site.readText(box) !== '') await site.writeText(box, '');
    emptied++;
  }
  for (const box of boxes.reused) if (box.isConnected && site.readText(box) !== '') await site.writeText(box, '');
  if (site.readText(editor) !== original && !(await site.writeText(editor, original))) return { kind: 'failed' };
  return emptied > 0 ? { kind: 'emptied', boxes: emptied } : { kind: 'undone' };
}
