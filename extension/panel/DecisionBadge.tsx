import type { Decision } from '../../shared/index';
import { DECISION_HINTS } from './labels';

/** The decision in one word (tests read exactly one of publish / revise / reject here). */
export function DecisionBadge({ decision }: { decision: Decision | null }) {
  return (
    <span class={`pf-badge pf-badge--${decision ?? 'none'}`} data-testid="preflight-decision" title={decision ? DECISION_HINTS[decision] : 'No score yet'}>
      {decision ?? '…'}
    </span>
  );
}
