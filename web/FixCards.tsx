// The fix cards of a reading: one per concept, most helpful first, each fix previewed (what Apply writes:
// removed words struck, added words marked) with Apply (into the page's own editor, one Undo step) and Copy.
import { useState } from 'preact/hooks';
import { costWords } from '@preflight/engine';
import { EditPreview } from '../ui/EditPreview';
import type { ShownCard, ShownFix } from './engine/engineProtocol';

export interface FixCardsProps {
  cards: readonly ShownCard[];
  score: number;
  /** Writes a fix into the editor; absent for a reading of an earlier text (then only Copy). */
  onApply?: ((fix: ShownFix['fix']) => void) | undefined;
}

const applyWords = (verb: string, from: number, to: number) => {
  const a = Math.round(from);
  const b = Math.round(to);
  return b > a ? `${verb}: ${a} → ${b}` : verb;
};

function FixRow({ item, score, onApply }: { item: ShownFix; score: number; onApply?: FixCardsProps['onApply'] }) {
  const [said, setSaid] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(item.fix.text).then(
      () => setSaid('Copied.'),
      () => setSaid('Copying is blocked here: select the text and copy it yourself.'),
    );
  };
  return (
    <div class="pf-fix" data-testid="preflight-fix" data-kind={item.fix.kind}>
      <EditPreview parts={item.preview} />
      <span class="web-fix-actions">
        {onApply ? (
          <button
            type="button"
            class="pf-button"
            data-testid="fix-apply"
            aria-label={`${applyWords('Apply', score, item.fix.pre_publish_score)}: ${item.fix.label}`}
            onClick={() => onApply(item.fix)}
          >
            {applyWords('Apply', score, item.fix.pre_publish_score)}
          </button>
        ) : null}
        <button
          type="button"
          class="pf-button pf-button--quiet"
          data-testid="fix-copy"
          aria-label={`Copy the fixed text: ${item.fix.label}`}
          onClick={copy}
        >
          Copy
        </button>
        <span class="pf-note" role="status">
          {said}
        </span>
      </span>
    </div>
  );
}

export function FixCards({ cards, score, onApply }: FixCardsProps) {
  if (cards.length === 0) return <p class="pf-empty">Nothing to change.</p>;
  return (
    <ul class="pf-cards">
      {cards.map((card) => {
        const cost = costWords(card.impact);
        const description = card.advice ? `${card.message} ${card.advice}` : card.message;
        return (
          <li
            key={card.concept}
            class={`pf-card pf-card--${card.severity}`}
            data-testid="preflight-issue"
            data-severity={card.severity}
            data-concept={card.concept}
          >
            <div class="pf-card__head">
              <span class="pf-card__name">
                {card.name}
                {cost ? <span class="pf-card__cost"> · {cost}</span> : null}
              </span>
            </div>
            {description.trim() !== card.name.trim() ? <p class="pf-card__message">{description}</p> : null}
            {card.fixes.map((item) => (
              <FixRow key={item.fix.kind} item={item} score={score} onApply={onApply} />
            ))}
          </li>
        );
      })}
    </ul>
  );
}
