import type { Decision } from '../../shared/index';
import { DECISION_HINTS } from './labels';

/**
 * The decision as a coloured dot; its word (publish / revise / reject, the API's own) is there for screen
 * readers and tests, while the verdict sentence beside it says it in plain words.
 */
export function DecisionBadge({ decision }: { decision: Decision }) {
  return (
    <span class={`pf-dot pf-dot--${decision}`} data-testid="preflight-decision" title={DECISION_HINTS[decision]}>
      <span class="pf-sr-only">{decision}</span>
    </span>
  );
}
