// How the panel is laid out and what the writer points at in it: compact or expanded, the tab open, and the
// words of the card under the pointer (marked in the editor).
import { computed, signal } from '@preact/signals';
import type { Span } from '../../shared/index';
import type { PanelLayout, PanelTab } from './panelLayout';

export function createPanelView(layout: PanelLayout | undefined) {
  const expanded = signal(layout?.expanded ?? true);
  const tab = signal<PanelTab>(layout?.tab ?? 'fix');
  /** The words of the issue the writer is pointing at (a hovered or focused card). */
  const emphasis = signal<Span[] | null>(null);
  /** What that card's fix would replace or remove (UTF-16 spans of the text on screen). */
  const previewed = signal<Span[] | null>(null);
  /** The fixes cost a score each: the panel asks for them only while it shows them. */
  const showsFixes = computed(() => expanded.value && tab.value === 'fix');
  return { expanded, tab, emphasis, previewed, showsFixes };
}
