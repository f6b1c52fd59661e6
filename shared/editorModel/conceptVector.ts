// A post as the fit sees it: the values of the fitted concepts (in FITTED_CONCEPTS order) and the sum of the
// rule concepts' contributions, which the fit holds fixed (an offset). Used by `npm run fit` and the
// leave-accounts-out evaluation; the engine itself scores through shared/editorModel/contributions.ts.
import type { Platform } from '../schemas';
import { FITTED_CONCEPTS } from '../concepts/index';
import { postContext } from '../post/postContext';
import { FITTED } from '../params/fitted';
import { scoreConcepts, type Contribution } from './contributions';

export interface ConceptVector {
  fitted: number[];
  ruleOffset: number;
}

const FITTED_INDEX = new Map(FITTED_CONCEPTS.map((c, i) => [c.id, i]));

/** The vector of one post's scored concepts (the rules' contributions summed into the offset). */
export function vectorOfContributions(items: readonly Contribution[]): ConceptVector {
  const fitted = new Array<number>(FITTED_CONCEPTS.length).fill(0);
  let ruleOffset = 0;
  for (const item of items) {
    const index = FITTED_INDEX.get(item.concept.id);
    if (index !== undefined) fitted[index] = item.measurement.value;
    else ruleOffset += item.contribution;
  }
  return { fitted, ruleOffset };
}

export function conceptVector(text: string, platform: Platform = 'x'): ConceptVector {
  // The rules' contributions do not depend on the fitted parameters, so any parameters measure them.
  return vectorOfContributions(scoreConcepts(postContext(text, platform), FITTED).items);
}
