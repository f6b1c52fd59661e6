import { useEffect, useState } from 'preact/hooks';
import { loadSettings, saveSettings, watchSettings, type DismissedCard } from '../state/settings';

/**
 * The Fix-tab cards the writer hid for good, each with a way to bring it back (and to hide it again, should
 * that have been a slip). Reads and saves only its own setting, and follows changes made in a panel.
 */
export function DismissedCardsSection() {
  const [cards, setCards] = useState<readonly DismissedCard[] | null>(null);
  const [restored, setRestored] = useState<DismissedCard | null>(null);

  useEffect(() => {
    void loadSettings().then((s) => setCards(s.dismissedCards));
    return watchSettings((s) => setCards(s.dismissedCards));
  }, []);

  const save = async (next: DismissedCard[]) => setCards((await saveSettings({ dismissedCards: next })).dismissedCards);
  const bringBack = async (card: DismissedCard) => {
    await save((await loadSettings()).dismissedCards.filter((c) => c.concept !== card.concept));
    setRestored(card);
  };
  const hideAgain = async (card: DismissedCard) => {
    const current = (await loadSettings()).dismissedCards;
    if (!current.some((c) => c.concept === card.concept)) await save([...current, card]);
    setRestored(null);
  };

  return (
    <fieldset data-testid="options-dismissed-cards">
      <legend>Hidden Fix cards</legend>
      {cards === null ? null : cards.length === 0 ? (
        <p class="muted">No card is hidden. In the panel's Fix tab, × hides a card for one post or for good.</p>
      ) : (
        <ul class="dismissed-cards">
          {cards.map((card) => (
            <li key={card.concept} data-testid="options-dismissed-card" data-concept={card.concept}>
              <span>{card.label}</span>{' '}
              <button type="button" data-testid="options-dismissed-restore" onClick={() => void bringBack(card)}>
                Show again
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" data-testid="options-dismissed-status">
        {restored ? (
          <>
            "{restored.label}" will show again.{' '}
            <button type="button" data-testid="options-dismissed-undo" onClick={() => void hideAgain(restored)}>
              Undo
            </button>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
