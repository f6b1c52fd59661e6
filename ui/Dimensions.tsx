import type { CompositeDimensions } from '@preflight/engine';

const ROWS: { key: keyof CompositeDimensions; label: string; higherIsBetter: boolean }[] = [
  { key: 'clarity', label: 'Easy to read', higherIsBetter: true },
  { key: 'hook_strength', label: 'Strong opening', higherIsBetter: true },
  { key: 'reply_trigger_score', label: 'Invites replies', higherIsBetter: true },
  { key: 'annoy_risk', label: 'Could annoy', higherIsBetter: false },
];

/** How the post reads on the engine's four scales, each 0–100 (higher is better, except "Could annoy"). */
export function Dimensions({
  dimensions,
  label = 'How it reads',
}: {
  dimensions: CompositeDimensions /** The section's name; a page showing two readings names each its own way. */;
  label?: string;
}) {
  return (
    <section class="pf-section" data-testid="preflight-dimensions" aria-label={label}>
      <h3 class="pf-h">How it reads</h3>
      <ul class="pf-bars">
        {ROWS.map(({ key, label, higherIsBetter }) => {
          const value = dimensions[key];
          return (
            <li key={key} class="pf-bar-row">
              <span class="pf-bar-label">{label}</span>
              {/* A drawn bar: a <meter> is drawn by each browser its own way and cannot match the panel. */}
              {/* biome-ignore lint/a11y/useSemanticElements: a drawn bar */}
              <span
                class="pf-bar"
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(value * 100)}
                aria-label={label}
              >
                <span
                  class={`pf-bar__fill ${higherIsBetter ? 'pf-bar__fill--up' : 'pf-bar__fill--risk'}`}
                  style={{ width: `${(value * 100).toFixed(1)}%` }}
                />
              </span>
              <span class="pf-bar-value">{Math.round(value * 100)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
