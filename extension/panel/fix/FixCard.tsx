import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { costWords, type Fix } from '@preflight/engine';
import type { DismissScope } from '../../state/panelState';
import type { OpenedCard } from '../../state/panelView';
import { useCopy } from '../useCopy';
import { EditPreview } from '../../../ui/EditPreview';
import { previewParts } from '../../../ui/previewParts';
import { applyLabel, type CardFix, type FixCardModel } from '../../../ui/fixCards';
import { SplitThread } from './ThreadParts';
import { CopyNote } from '../CopyNote';
import { onlyTrusted } from '../trustedInput';

export interface FixCardProps {
  card: FixCardModel;
  /** The text the card's fixes were made for (the text on screen). */
  text: string;
  score: number;
  busy: boolean;
  /** Writes a fix into the editor; absent: the card offers Copy instead. */
  onApply?: ((fix: Fix) => void) | undefined;
  onPoint: (card: FixCardModel | null) => void;
  onDismiss: (scope: DismissScope) => void;
  /** Whether "for good" is offered (the panel can keep it in the settings). */
  forGood: boolean;
  /** The writer opened this card from its marked words in the editor: brought into view (and focused by keyboard). */
  opened?: OpenedCard | null | undefined;
}

function FixRow({
  item,
  text,
  score,
  busy,
  onApply,
  describedBy,
}: {
  item: CardFix;
  text: string;
  score: number;
  busy: boolean;
  onApply?: ((fix: Fix) => void) | undefined;
  describedBy: string;
}) {
  const { fix, edits } = item;
  const copied = useCopy();
  const labelId = useId();
  return (
    <div class="pf-fix" data-testid="preflight-fix" data-kind={fix.kind} data-score={Math.round(fix.pre_publish_score)}>
      <EditPreview parts={previewParts(text, edits)} />
      <span class="pf-sr-only" id={labelId}>
        {fix.label}
      </span>
      {onApply ? (
        <button
          type="button"
          class="pf-button"
          data-testid="preflight-fix-apply"
          aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}
          disabled={busy}
          onClick={onlyTrusted(() => onApply(fix))}
        >
          {applyLabel('Apply', score, fix.pre_publish_score)}
        </button>
      ) : (
        <button
          type="button"
          class="pf-button pf-button--quiet"
          data-testid="preflight-fix-copy"
          aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}
          onClick={onlyTrusted((e) => copied.copy(fix.text, e.currentTarget))}
        >
          {applyLabel('Copy', score, fix.pre_publish_score)}
        </button>
      )}
      <CopyNote said={copied.said} />
    </div>
  );
}

/** The card's ×: asked once, it offers to hide the card for this post, for good (where offered), or to keep it. */
function DismissControl({ card, forGood, onDismiss }: Pick<FixCardProps, 'card' | 'forGood' | 'onDismiss'>) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons inside a list item, not a form's fieldset.
    <span class="pf-card__dismiss" role="group" aria-label={`Hide ${card.name}`}>
      <button type="button" class="pf-link" data-testid="preflight-dismiss-post" onClick={onlyTrusted(() => onDismiss('post'))}>
        For this post
      </button>
      {forGood ? (
        <button type="button" class="pf-link" data-testid="preflight-dismiss-good" onClick={onlyTrusted(() => onDismiss('good'))}>
          For good
        </button>
      ) : null}
      <button type="button" class="pf-link" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  ) : (
    <button
      type="button"
      class="pf-close"
      data-testid="preflight-dismiss"
      aria-label={`Hide ${card.name}`}
      aria-expanded="false"
      onClick={() => setAsking(true)}
    >
      ×
    </button>
  );
}

/** One concept: its name on one line (with a way to dismiss it), then each fix's preview and its Apply. */
export function FixCard({ card, text, score, busy, onApply, onPoint, onDismiss, forGood, opened = null }: FixCardProps) {
  const self = useRef<HTMLLIElement>(null);
  // Opened from the editor: shown, its words highlighted there; the keyboard's way also moves the focus here.
  // Runs when the card is opened from the editor, not when its card or handler change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    const li = self.current;
    if (!opened || !li) return;
    li.scrollIntoView?.({ block: 'nearest' });
    if (opened.focus) li.focus();
    else onPoint(card);
  }, [opened]);
  const nameId = useId();
  const messageId = useId();
  const pointable = card.spans.length > 0 || card.fixes.length > 0;
  // What is wrong and how to fix it by hand: shown on a card with no fix to preview, else its description;
  // nothing more where it would only say the name again (an editor's reason is its own name, in full).
  const description = card.advice ? `${card.message} ${card.advice}` : card.message;
  const saysMore = description.trim() !== card.name.trim();
  const cost = costWords(card.impact);
  return (
    <li
      ref={self}
      class={`pf-card pf-card--${card.severity}${opened ? ' pf-card--opened' : ''}`}
      data-testid="preflight-issue"
      data-severity={card.severity}
      data-concept={card.concept}
      aria-labelledby={nameId}
      aria-describedby={saysMore ? messageId : undefined}
      tabIndex={pointable ? 0 : undefined}
      onMouseEnter={() => onPoint(card)}
      onMouseLeave={() => onPoint(null)}
      onFocusIn={() => onPoint(card)}
      onFocusOut={() => onPoint(null)}
    >
      <div class="pf-card__head">
        <span class="pf-card__name" id={nameId} title={description}>
          {card.name}
          {cost ? <span class="pf-card__cost"> · {cost}</span> : null}
        </span>
        <DismissControl card={card} forGood={forGood} onDismiss={onDismiss} />
      </div>
      {saysMore ? (
        <span class={card.fixes.length > 0 ? 'pf-sr-only' : 'pf-card__message'} id={messageId}>
          {description}
        </span>
      ) : null}
      {card.fixes.map((item) =>
        // A thread is written one post per box, the site's way, never into this one box.
        item.fix.kind === 'split_thread' ? (
          <SplitThread key={item.fix.kind} fix={item.fix} score={score} />
        ) : (
          <FixRow
            key={item.fix.kind}
            item={item}
            text={text}
            score={score}
            busy={busy}
            onApply={onApply}
            describedBy={saysMore ? messageId : ''}
          />
        ),
      )}
    </li>
  );
}
