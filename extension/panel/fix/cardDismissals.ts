// The cards the writer dismissed: for this post (they come back for the next one), or for good (kept in the
// settings, brought back from the panel or the options page); the last one can be undone.
import { batch, signal } from '@preact/signals';
import type { DismissedCard } from '../../state/settings';

export type DismissScope = 'post' | 'good';

/** The card the writer last dismissed, so the panel can offer to bring it back. */
export interface Dismissal {
  concept: string;
  label: string;
  scope: DismissScope;
}

export interface CardDismissalsDeps {
  /** The cards dismissed for good (from the settings); with `saveDismissed`, the panel offers "for good". */
  dismissedCards?: readonly DismissedCard[];
  /** Keeps the cards dismissed for good (the settings), whenever the writer changes them from the panel. */
  saveDismissed?: (cards: DismissedCard[]) => unknown;
}

export function createCardDismissals(deps: CardDismissalsDeps) {
  /** Cards dismissed for this post (by concept): they come back for the next post. */
  const dismissedHere = signal<ReadonlySet<string>>(new Set());
  const dismissedForGood = signal<readonly DismissedCard[]>(deps.dismissedCards ?? []);
  const lastDismissal = signal<Dismissal | null>(null);

  /** Whether a card of this concept is shown (not dismissed for this post nor for good). */
  const shows = (concept: string) => !dismissedHere.value.has(concept) && !dismissedForGood.value.some((c) => c.concept === concept);

  const setForGood = (cards: DismissedCard[]) => {
    dismissedForGood.value = cards;
    void deps.saveDismissed?.(cards);
  };

  const dismiss = (concept: string, label: string, scope: DismissScope) => {
    batch(() => {
      if (scope === 'post') dismissedHere.value = new Set([...dismissedHere.peek(), concept]);
      else if (!dismissedForGood.peek().some((c) => c.concept === concept)) setForGood([...dismissedForGood.peek(), { concept, label }]);
      lastDismissal.value = { concept, label, scope };
    });
  };

  /** Brings the last dismissed card back. */
  const undoDismiss = () => {
    const last = lastDismissal.peek();
    if (!last) return;
    batch(() => {
      if (last.scope === 'post') dismissedHere.value = new Set([...dismissedHere.peek()].filter((c) => c !== last.concept));
      else setForGood(dismissedForGood.peek().filter((c) => c.concept !== last.concept));
      lastDismissal.value = null;
    });
  };

  /** An emptied editor is the end of a post (posted, or cleared): the next one starts with every card. */
  const textChanged = (next: string) => {
    if (next.trim() !== '' || dismissedHere.peek().size === 0) return;
    dismissedHere.value = new Set();
    if (lastDismissal.peek()?.scope === 'post') lastDismissal.value = null;
  };

  return {
    dismissedHere,
    dismissedForGood,
    lastDismissal,
    canDismissForGood: deps.saveDismissed !== undefined,
    shows,
    dismiss,
    undoDismiss,
    textChanged,
  };
}

export type CardDismissals = ReturnType<typeof createCardDismissals>;
