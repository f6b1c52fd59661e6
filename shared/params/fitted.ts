// The fitted parameters the engine runs with, checked against their schema once at load.
import fittedJson from './fitted.json';
import { FittedParams, type LinearModel } from './fittedParams';
import type { PredictorName } from './predictors';
import { PREDICTOR_NAMES } from './predictors';

export const FITTED: FittedParams = FittedParams.parse(fittedJson);

/** Each predictor's term of a linear model: coefficient × standardised value (log scale). */
export function modelTerms(model: LinearModel, values: Record<PredictorName, number>): Record<PredictorName, number> {
  const terms = {} as Record<PredictorName, number>;
  for (const name of PREDICTOR_NAMES) {
    terms[name] = (model.coefficients[name] * (values[name] - model.means[name])) / model.sds[name];
  }
  return terms;
}
