// The one model: every concept measures the post and adds effect × value to the score's log-odds, z.
// Rules give their effect directly; fitted concepts take theirs from shared/params/fitted.json.
import type { Blocker } from '../schemas';
import type { FittedParams } from '../params/fittedParams';
import { CONCEPTS } from '../concepts/index';
import { wordsUnread } from '../post/script';
import type { Concept, Measurement } from '../concepts/concept';
import type { ConceptId } from '../concepts/index';
import type { PostContext } from '../post/postContext';

export interface Contribution {
  concept: Concept<ConceptId>;
  measurement: Measurement;
  /** effect × value, on the log-odds scale of pre_publish_score. */
  contribution: number;
}

export interface ConceptScores {
  items: Contribution[];
  /** The sum of the contributions: pre_publish_score is 100 · σ(z). */
  z: number;
  /** The same without the concepts whose verdict is their blocker alone (Concept.verdictByBlocker): what the decision reads. */
  decisionZ: number;
  blockers: Blocker[];
}

export function effectPerUnit(concept: Concept, params: FittedParams): number {
  if (concept.effect.kind === 'rule') return concept.effect.perUnit;
  const fitted = params.effects[concept.id];
  return fitted ? fitted.per_unit : concept.effect.prior;
}

export function scoreConcepts(ctx: PostContext, params: FittedParams): ConceptScores {
  const items: Contribution[] = [];
  const blockers: Blocker[] = [];
  let z = 0;
  let decisionZ = 0;
  const unread = wordsUnread(ctx.f);
  for (const concept of CONCEPTS) {
    if (unread && concept.readsWords) continue;
    const measurement = concept.measure(ctx);
    if (measurement.blockers) for (const b of measurement.blockers) blockers.push({ ...b, concept: concept.id });
    if (measurement.value === 0) continue;
    const contribution = effectPerUnit(concept, params) * measurement.value;
    z += contribution;
    if (!concept.verdictByBlocker) decisionZ += contribution;
    items.push({ concept, measurement, contribution });
  }
  blockers.sort((a, b) => severityRank(a) - severityRank(b) || (a.span?.start ?? 0) - (b.span?.start ?? 0));
  return { items, z, decisionZ, blockers };
}

function severityRank(b: Blocker): number {
  return b.severity === 'block' ? 0 : 1;
}
