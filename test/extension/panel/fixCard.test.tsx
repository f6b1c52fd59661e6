// One Fix card's words: its cost said in whole points with the right noun, and a reason whose name is the
// whole sentence said once, not again as the card's body.
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixCard } from '../../../extension/panel/fix/FixCard';
import type { FixCardModel } from '../../../ui/fixCards';

const REASON = 'Say a little more: what happened, to whom, how much.';

function reasonCard(impact: number, message = REASON, advice: string | null = null): FixCardModel {
  return { concept: 'substance', severity: 'reason', name: REASON, message, advice, impact, spans: [], fixes: [] };
}

describe('a Fix card', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  const show = (card: FixCardModel) =>
    render(
      <FixCard card={card} text="" score={40} busy={false} onPoint={() => undefined} onDismiss={() => undefined} forGood={false} />,
      root,
    );

  it('says its cost as "about 1 point off the score", "about 3 points off the score", and nothing under half a point', () => {
    show(reasonCard(-1.2));
    expect(root.querySelector('.pf-card__cost')!.textContent).toBe(' · about 1 point off the score');
    show(reasonCard(-2.6));
    expect(root.querySelector('.pf-card__cost')!.textContent).toBe(' · about 3 points off the score');
    show(reasonCard(-0.4));
    expect(root.querySelector('.pf-card__cost')).toBeNull();
  });

  it('says a reason once: its name is the sentence, with no body repeating it', () => {
    show(reasonCard(-2));
    const card = root.querySelector<HTMLElement>('[data-testid="preflight-issue"]')!;
    expect(card.textContent?.split(REASON)).toHaveLength(2);
    expect(card.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps a body that says more than the name: how to fix it by hand', () => {
    show(reasonCard(-2, REASON, 'Name one number.'));
    expect(root.querySelector('.pf-card__message')!.textContent).toBe(`${REASON} Name one number.`);
  });
});
