import { useState } from 'preact/hooks';
import { N_VARIANTS_MAX, N_VARIANTS_MIN, PostFormat } from '../../../shared/index';
import type { WriteText } from '../../state/panelState';
import type { DraftsSlice } from './draftsSlice';
import { copyText } from '../../dom/clipboard';
import { draftsFooter } from './draftProvenance';
import { DraftVariant, type RankedVariant } from './DraftVariant';
import { FORMAT_LABELS } from '../../../ui/labels';
import { onlyTrusted } from '../trustedInput';

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
    setStatus({ rank: variant.rank, text: ok ? 'Inserted: Undo puts your text back.' : 'The editor did not take it: your text is as it was.' });
  };
  const copy = async (variant: RankedVariant, button: HTMLElement) => {
    const ok = await copyText(variant.draft, button.parentElement ?? button);
    setStatus({ rank: variant.rank, text: ok ? 'Copied.' : 'Copy was blocked: select the text and copy it.' });
  };

  return (
    <section class="pf-section pf-drafts" aria-label="Drafts from an idea">
      <h3 class="pf-h">Drafts from an idea</h3>
      <textarea
        class="pf-input pf-idea"
        data-testid="preflight-idea"
        rows={2}
        placeholder="Your idea, e.g. weekly small releases beat big launches"
        aria-label="Idea"
        value={state.idea.value}
        onInput={(e) => (state.idea.value = e.currentTarget.value)}
      />
      <div class="pf-row">
        <label class="pf-field">
          Format
          <select
            class="pf-input"
            data-testid="preflight-format"
            value={state.format.value ?? ''}
            onChange={(e) => {
              const parsed = PostFormat.safeParse(e.currentTarget.value);
              state.format.value = parsed.success ? parsed.data : null;
            }}
          >
            <option value="">Mixed</option>
            {PostFormat.options.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label class="pf-field">
          Variants
          <input
            class="pf-input pf-n"
            data-testid="preflight-n"
            type="number"
            min={N_VARIANTS_MIN}
            max={N_VARIANTS_MAX}
            value={state.nVariants.value}
            onInput={(e) => {
              const n = Number.parseInt(e.currentTarget.value, 10);
              if (Number.isInteger(n)) state.nVariants.value = Math.min(N_VARIANTS_MAX, Math.max(N_VARIANTS_MIN, n));
            }}
          />
        </label>
        <button type="button" class="pf-button" data-testid="preflight-generate" disabled={drafts.kind === 'loading'} onClick={onlyTrusted(() => void state.generate())}>
          Draft
        </button>
      </div>
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
