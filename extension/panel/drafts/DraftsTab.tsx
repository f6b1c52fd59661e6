import { useState } from 'preact/hooks';
import type { WriteText } from '../../state/panelState';
import type { DraftsSlice } from './draftsSlice';
import { copyText } from '../../dom/clipboard';
import { DraftAsk } from './DraftAsk';
import { draftsFooter } from './draftProvenance';
import { DraftVariant, type RankedVariant } from './DraftVariant';

export interface DraftsTabProps {
  state: DraftsSlice;
  /** Present in a composer: replaces the draft; resolves to whether the editor took it exactly. */
  onInsert?: WriteText | undefined;
}

type ItemStatus = { rank: number; text: string } | null;

/** Idea → ranked variants, each with its score and decision, to insert or copy. */
export function DraftsTab({ state, onInsert }: DraftsTabProps) {
  const drafts = state.drafts.value;
  const [status, setStatus] = useState<ItemStatus>(null);

  const insert = async (variant: RankedVariant) => {
    if (!onInsert) return;
    // Nothing is asked first: the insert is one Undo step, like a fix.
    const ok = await state.insertDraft(variant.draft, onInsert);
    setStatus({
      rank: variant.rank,
      text: ok ? 'Inserted: Undo puts your text back.' : 'The editor did not take it: your text is as it was.',
    });
  };
  const copy = async (variant: RankedVariant, button: HTMLElement) => {
    const ok = await copyText(variant.draft, button.parentElement ?? button);
    setStatus({ rank: variant.rank, text: ok ? 'Copied.' : 'Copy was blocked: select the text and copy it.' });
  };

  return (
    <section class="pf-section pf-drafts" aria-label="Drafts from an idea">
      <h3 class="pf-h">Drafts from an idea</h3>
      <DraftAsk state={state} loading={drafts.kind === 'loading'} />
      {drafts.kind === 'loading' ? (
        <p class="pf-progress" data-testid="preflight-progress" role="status">
          <span class="pf-spinner" aria-hidden="true" />
          {drafts.source === 'api' ? 'Asking the API for variants…' : 'Drafting…'}
        </p>
      ) : null}
      {drafts.kind === 'failed' ? (
        <p class="pf-message" role="alert">
          {drafts.message}
        </p>
      ) : null}
      {drafts.kind === 'done' ? (
        <>
          <ol class="pf-variants">
            {drafts.result.ranked.map((variant) => (
              <DraftVariant
                key={variant.rank}
                variant={variant}
                onInsert={onInsert ? () => void insert(variant) : undefined}
                onCopy={(button) => void copy(variant, button)}
                status={status?.rank === variant.rank ? status.text : null}
              />
            ))}
          </ol>
          <p class="pf-note" data-testid="preflight-drafts-footer">
            {draftsFooter(drafts.result, drafts.source)}
          </p>
        </>
      ) : null}
    </section>
  );
}
