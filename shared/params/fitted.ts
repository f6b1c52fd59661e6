// The fitted parameters the engine runs with, checked against their schema once at load.
import fittedJson from './fitted.json';
import { FittedParams } from './fittedParams';

export const FITTED: FittedParams = FittedParams.parse(fittedJson);
