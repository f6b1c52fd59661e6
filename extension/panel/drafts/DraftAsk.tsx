import { N_VARIANTS_MAX, N_VARIANTS_MIN, PostFormat } from '@preflight/engine';
import { FORMAT_LABELS } from '@preflight/engine';
import { onlyTrusted } from '../trustedInput';
import type { DraftsSlice } from './draftsSlice';

/** What the drafts are asked for: the idea, the format, how many variants, and the button that asks. */
export function DraftAsk({ state, loading }: { state: DraftsSlice; loading: boolean }) {
  return (
    <>
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
        <button
          type="button"
          class="pf-button"
          data-testid="preflight-generate"
          disabled={loading}
          onClick={onlyTrusted(() => void state.generate())}
        >
          Draft
        </button>
      </div>
    </>
  );
}
