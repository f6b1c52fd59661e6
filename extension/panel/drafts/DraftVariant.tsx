import { useId } from 'preact/hooks';
import type { GenerateResult } from '@preflight/engine';
import { inventedNumbersWarning, revisionWords } from './draftProvenance';
import { draftSlots } from './draftSlots';
import { ToneBadge } from '../../../ui/Headline';
import { FORMAT_LABELS } from '@preflight/engine';
import { onlyTrusted } from '../trustedInput';

export type RankedVariant = GenerateResult['ranked'][number];

export interface DraftVariantProps {
  variant: RankedVariant;
  /** Present in a composer. */
  onInsert?: (() => void) | undefined;
  onCopy: (button: HTMLElement) => void;
  /** What the last Insert or Copy of this variant did, in words. */
  status: string | null;
}

/**
 * One ranked variant: its verdict's label in its tone and the score, its text with any slot left for the writer marked, what to fill
 * in, how a model's draft went through the editor and the numbers it made up, and Insert (in a composer) and Copy. Both take the draft as
 * it is, slots included: the composer panel then shows the placeholder blocker for the text it holds.
 */
export function DraftVariant({ variant, onInsert, onCopy, status }: DraftVariantProps) {
  const noteId = useId();
  const { parts, note } = draftSlots(variant.draft, variant.sim);
  const invented = inventedNumbersWarning(variant.revision);
  const { headline } = variant.sim.explanation;
  return (
    <li class="pf-variant" data-testid="preflight-variant">
      <div class="pf-variant__head">
        <span class="pf-variant__rank">#{variant.rank}</span>
        <ToneBadge headline={headline} decision={variant.sim.decision} testId="preflight-variant-decision" />
        <span class="pf-variant__score" data-testid="preflight-variant-score" title={headline.meaning}>
          {headline.score} %
        </span>
        {/* What the variant does to the idea (the offline drafter says); a model's draft is named by the format it was asked for. */}
        <span class="pf-note" data-testid="preflight-variant-label">
          {variant.label ?? FORMAT_LABELS[variant.post_format]}
        </span>
      </div>
      <p class="pf-variant__text" data-testid="preflight-variant-text">
        {parts.map((part, i) =>
          part.kind === 'slot' ? (
            // A mark may not carry a name of its own (ARIA prohibits it): the note under the text describes it.
            <mark key={i} class="pf-slot" data-testid="preflight-slot" aria-describedby={noteId} title="To fill in before posting">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
      {note ? (
        <p class="pf-slot-note" id={noteId} data-testid="preflight-slot-note">
          <strong>To fill in before posting:</strong> {note}
        </p>
      ) : null}
      {variant.revision ? (
        <p class="pf-note" data-testid="preflight-revision">
          {revisionWords(variant.revision)}
        </p>
      ) : null}
      {invented ? (
        <p class="pf-invented" data-testid="preflight-invented">
          <strong>Check before posting:</strong> {invented}
        </p>
      ) : null}
      <div class="pf-row">
        {onInsert ? (
          <button type="button" class="pf-button" data-testid="preflight-insert" onClick={onlyTrusted(onInsert)}>
            Insert into composer
          </button>
        ) : null}
        <button
          type="button"
          class="pf-button pf-button--quiet"
          data-testid="preflight-copy"
          onClick={onlyTrusted((e) => onCopy(e.currentTarget))}
        >
          Copy
        </button>
        {status ? (
          <span class="pf-note" role="status">
            {status}
          </span>
        ) : null}
      </div>
    </li>
  );
}
