import type { ScoreResult } from '../../shared/index';

/** The engine's own reasons, up or down. */
export function Reasons({ reasons }: { reasons: ScoreResult['reasons'] }) {
  // The same sentence twice says nothing new.
  const unique = reasons.filter((r, i) => reasons.findIndex((o) => o.text === r.text && o.effect === r.effect) === i);
  if (unique.length === 0) return null;
  return (
    <section class="pf-section" aria-label="Why">
      <h3 class="pf-h">Why</h3>
      <ul class="pf-reasons">
        {unique.map((r, i) => (
          <li key={i} class={`pf-reason pf-reason--${r.effect}`}>
            <span aria-hidden="true">{r.effect === 'up' ? '▲' : '▼'}</span> {r.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
