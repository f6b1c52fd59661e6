// How the panel is laid out and what the writer points at in it: compact or expanded, the tab open, the
// words of the card under the pointer (marked in the editor), and the card a click on marked words opened.
import { batch, computed, signal } from '@preact/signals';
import type { Span } from '@preflight/engine';
import type { PanelLayout, PanelTab } from './panelLayout';

/** A card opened from its marked words in the editor. A new object each time, so the same card can be asked for again. */
export interface OpenedCard {
  concept: string;
  focus: boolean;
}

export function createPanelView(layout: PanelLayout | undefined) {
  const expanded = signal(layout?.expanded ?? true);
  const tab = signal<PanelTab>(layout?.tab ?? 'fix');
  /** The words of the issue the writer is pointing at (a hovered or focused card). */
  const emphasis = signal<Span[] | null>(null);
  /** What that card's fix would replace or remove (UTF-16 spans of the text on screen). */
  const previewed = signal<Span[] | null>(null);
  /** The fixes cost a score each: the panel asks for them only while it shows them. */
  const showsFixes = computed(() => expanded.value && tab.value === 'fix');
  /**
   * The card the writer asked for from the editor (a click on its marked words, or Alt+Enter there): the Fix
   * tab brings it into view, and moves the focus to it when `focus` (the keyboard's way).
   */
  const opened = signal<OpenedCard | null>(null);

  /** Opens the details on the Fix tab at the card of `concept`, its words highlighted in the editor. */
  const openCard = (concept: string, focus: boolean) => {
    batch(() => {
      expanded.value = true;
      tab.value = 'fix';
      opened.value = { concept, focus };
    });
  };

  /** The text changed: the opened card's words are not where they were any more. */
  const forgetOpened = () => {
    if (opened.peek() === null) return;
    batch(() => {
      opened.value = null;
      emphasis.value = null;
    });
  };
  return { expanded, tab, emphasis, previewed, showsFixes, opened, openCard, forgetOpened };
}

export type PanelView = ReturnType<typeof createPanelView>;
