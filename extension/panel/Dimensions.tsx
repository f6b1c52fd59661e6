import type { CompositeDimensions } from '../../shared/index';

const ROWS: { key: keyof CompositeDimensions; label: string; higherIsBetter: boolean }[] = [
  { key: 'clarity', label: 'Clarity', higherIsBetter: true },
  { key: 'hook_strength', label: 'Hook', higherIsBetter: true },
  { key: 'reply_trigger_score', label: 'Reply trigger', higherIsBetter: true },
  { key: 'annoy_risk', label: 'Annoy risk', higherIsBetter: false },
];

/** The four composite dimensions, each 0–1. */
export function Dimensions({ dimensions }: { dimensions: CompositeDimensions }) {
  return (
    <section class="pf-section" data-testid="preflight-dimensions" aria-label="Dimensions">
      <h3 class="pf-h">Dimensions</h3>
      <ul class="pf-bars">
        {ROWS.map(({ key, label, higherIsBetter }) => {
          const value = dimensions[key];
          return (
            <li key={key} class="pf-bar-row">
              <span class="pf-bar-label">{label}</span>
              <span class="pf-bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value * 100)} aria-label={label}>
                <span class={`pf-bar__fill ${higherIsBetter ? 'pf-bar__fill--up' : 'pf-bar__fill--risk'}`} style={{ width: `${(value * 100).toFixed(1)}%` }} />
              </span>
              <span class="pf-bar-value">{Math.round(value * 100)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
