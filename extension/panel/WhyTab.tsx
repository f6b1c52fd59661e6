import type { ScoreResult } from '../../shared/index';
import { strengthsOf } from './issues';

/** What the post does well, in the engine's words, biggest help first. What costs points is on the Fix tab. */
export function WhyTab({ result }: { result: ScoreResult }) {
  const strengths = strengthsOf(result);
  return (
    <section class="pf-section" data-testid="preflight-why" aria-label="What works">
      <h3 class="pf-h">What works</h3>
      {strengths.length === 0 ? (
        <p class="pf-empty">Nothing stands out yet: a concrete detail, a number or a real question would.</p>
      ) : (
        <ul class="pf-reasons">
          {strengths.map((r) => (
            <li key={r.concept} class="pf-reason pf-reason--up">
              <span aria-hidden="true">▲</span> {r.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
