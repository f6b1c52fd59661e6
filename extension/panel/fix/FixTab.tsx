import { useState } from 'preact/hooks';
import type { Fix, ScoreResult } from '@preflight/engine';
import type { FixesState, WriteText } from '../../state/panelState';
import type { FixSlice } from './fixSlice';
import { FixCard } from './FixCard';
import { applyLabel, changedSpans, fixCards, type FixCardModel } from '../../../ui/fixCards';
import { ThreadParts } from './ThreadParts';
import { onlyTrusted } from '../trustedInput';

export interface FixTabProps {
  state: FixSlice;
  result: ScoreResult;
  text: string;
  /** Writes a whole text where the draft lives (the composer's Insert path, or the popup's draft box); absent: Copy instead. */
  onInsert?: WriteText | undefined;
}

const SCOPE_WORDS = { post: 'for this post', good: 'for good' } as const;

/** What to change, most helpful first: one card per concept, each with a preview of exactly what its fix changes. */
export function FixTab({ state, result, text, onInsert }: FixTabProps) {
  const [busy, setBusy] = useState(false);
  const fixes: FixesState = state.fixes.value;
  const ready = fixes.kind === 'ready' && fixes.live === state.live.value ? fixes : null;
  const score = result.pre_publish_score;
  const every = fixCards(result.explanation.issues, ready?.fixes ?? [], text);
  const cards = every.filter((card) => state.shows(card.concept));
  const together = ready?.together ?? null;
  const dismissal = state.lastDismissal.value;
  const opened = state.opened.value;

  const run = (write: (w: WriteText) => Promise<boolean>) => {
    if (!onInsert) return;
    setBusy(true);
    void write(onInsert).finally(() => setBusy(false));
  };
  const apply = onInsert ? (fix: Fix) => run((w) => state.applyFix(fix, w)) : undefined;
  const point = (card: FixCardModel | null) => {
    state.emphasis.value = card && card.spans.length > 0 ? card.spans : null;
    const changes = card ? changedSpans(card) : [];
    state.previewed.value = changes.length > 0 ? changes : null;
  };

  return (
    <div class="pf-fixtab" data-testid="preflight-fix-tab">
      {result.thread ? <ThreadParts thread={result.thread} limit={result.length.limit} /> : null}
      {dismissal ? (
        <p class="pf-dismissed" role="status" data-testid="preflight-dismissed">
          <span class="pf-dismissed__text">
            Hidden {SCOPE_WORDS[dismissal.scope]}: {dismissal.label}
          </span>
          <button type="button" class="pf-link" data-testid="preflight-dismiss-undo" onClick={onlyTrusted(() => state.undoDismiss())}>
            Show again
          </button>
        </p>
      ) : null}
      {together && onInsert ? (
        <button
          type="button"
          class="pf-button pf-apply-all"
          data-testid="preflight-apply-all"
          title={together.labels.join('; ')}
          disabled={busy}
          onClick={onlyTrusted(() => run((w) => state.applyAll(w)))}
        >
          {applyLabel(`Apply all ${together.labels.length}`, score, together.pre_publish_score)}
        </button>
      ) : null}
      {cards.length === 0 ? (
        <p class="pf-empty" data-testid="preflight-nothing-to-fix">
          {every.length === 0 ? 'Nothing to fix: no problem found in this draft.' : 'Nothing more to fix here: the other cards are hidden.'}
        </p>
      ) : (
        <ul class="pf-cards" data-testid="preflight-blockers" aria-label="What to change">
          {cards.map((card) => (
            <FixCard
              key={card.concept}
              card={card}
              text={text}
              score={score}
              busy={busy}
              onApply={apply}
              onPoint={point}
              forGood={state.canDismissForGood}
              opened={opened?.concept === card.concept ? opened : null}
              onDismiss={(scope) => {
                point(null);
                state.dismiss(card.concept, card.name, scope);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
