// What the composer script needs to know about one site. Every selector of a site lives in its own
// file (x.ts, bluesky.ts, ...) beside a saved fixture in test/extension/fixtures/ that proves it.
import type { Platform } from '@preflight/engine';
import type { EditorRead } from '../dom/editorText';
import type { SiteHosts } from './siteHosts';

/** The sites double as the platforms the engine counts length for. */
export type SiteId = Platform;

export interface SiteAdapter {
  id: SiteId;
  label: string;
  /** Where the site lives (siteHosts.ts): the manifest's matches and which page gets this adapter come from it. */
  hosts: SiteHosts;
  /**
   * Editor selectors, most stable first: data-testid, then role/aria, then class. The first selector
   * that matches anything wins, so a fallback only applies once the sturdier one stops matching.
   */
  selectors: readonly string[];
  /** The site's Post button: the panel goes after the block holding the editor and this button. */
  postButton?: string;
  findComposers(root: ParentNode): HTMLElement[];
  /** The post as the site will publish it, line breaks included. */
  readText(editor: HTMLElement): string;
  /** The same read, with where each character lives in the editor (for marking the words the score points at). */
  readPost(editor: HTMLElement): EditorRead;
  /** Replaces the whole draft; resolves to whether the editor now holds exactly `text`. */
  writeText(editor: HTMLElement, text: string): Promise<boolean>;
  /** Is this an address where a composer should be on screen? (Drives "composer not detected".) */
  composerUrl(url: URL): boolean;
  /**
   * The site's own control that adds another post box to the draft (X's "+", Threads' "Add to thread"),
   * for the composer holding `editor`; absent on sites whose threads Preflight does not write.
   */
  addPostControl?(editor: HTMLElement): HTMLElement | null;
  /**
   * The site's own control that removes the thread box `box` (X's × on a box after the first), so Undo can take
   * a written thread back; absent or null: Undo empties the box instead and says so.
   */
  removePostControl?(box: HTMLElement): HTMLElement | null;
  /** The site shows its own character counter beside the composer (the panel then shows none). */
  countsLength?: boolean;
}

/** The nearest composer around `editor` (its dialog, else the page) that holds an element matching `selector`. */
export function nearestMatch(editor: HTMLElement, selector: string): HTMLElement | null {
  const boundary = editor.closest('[role="dialog"]');
  for (let el = editor.parentElement; el; el = el.parentElement) {
    const found = el.querySelector<HTMLElement>(selector);
    if (found) return found;
    if (el === boundary) return null;
  }
  return null;
}

/**
 * A control inside `box`'s own cell of a thread: the largest element around it that holds no other box (and
 * stays inside its dialog), so one box's control is never taken for another's.
 */
export function ownCellMatch(box: HTMLElement, boxes: readonly HTMLElement[], selector: string): HTMLElement | null {
  const boundary = box.closest('[role="dialog"]');
  const holdsAnother = (el: HTMLElement) => boxes.some((other) => other !== box && el.contains(other));
  let cell: HTMLElement = box;
  for (let el = box.parentElement; el && el !== boundary && !holdsAnother(el); el = el.parentElement) cell = el;
  return cell === box ? null : cell.querySelector<HTMLElement>(selector);
}

/** The editors the first matching selector finds, outermost duplicates removed, in document order. */
export function findBySelectors(root: ParentNode, selectors: readonly string[]): HTMLElement[] {
  for (const selector of selectors) {
    const found = Array.from(root.querySelectorAll<HTMLElement>(selector));
    // A nested match (an editor inside an editor's wrapper both matching) would get two panels.
    const outer = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
    if (outer.length > 0) return outer;
  }
  return [];
}
