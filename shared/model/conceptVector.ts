// A post as the fit sees it: the values of the fitted concepts (in FITTED_CONCEPTS order) and the sum of the
// rule concepts' contributions, which the fit holds fixed (an offset). Used by `npm run fit` and the
// leave-accounts-out evaluation; the engine itself scores through shared/model/contributions.ts.
import type { Platform } from '../schemas';
import { extractFeatures } from '../features';
import { weightedLength } from '../platform';
import { CONCEPTS, FITTED_CONCEPTS } from '../concepts/index';
import type { PostContext } from '../concepts/concept';

export interface ConceptVector {
  fitted: number[];
  ruleOffset: number;
}

const FITTED_INDEX = new Map(FITTED_CONCEPTS.map((c, i) => [c.id, i]));

export function conceptVector(text: string, platform: Platform = 'x'): ConceptVector {
  const f = extractFeatures(text);
  const ctx: PostContext = { f, length: weightedLength(text, platform), platform, checkLength: true, persona: undefined };
  const fitted = new Array<number>(FITTED_CONCEPTS.length).fill(0);
  let ruleOffset = 0;
  for (const concept of CONCEPTS) {
    const m = concept.measure(ctx);
    if (m.value === 0) continue;
    const index = FITTED_INDEX.get(concept.id);
    if (index !== undefined) fitted[index] = m.value;
    else if (concept.effect.kind === 'rule') ruleOffset += concept.effect.perUnit * m.value;
  }
  return { fitted, ruleOffset };
}
