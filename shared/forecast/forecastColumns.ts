// A text's forecast terms as columns (FORECAST_TERMS order): what an account's own model is fitted on, from
// the same reading the forecast itself uses, so a draft and the history it is compared with are measured alike.
import type { Platform } from '../schemas';
import type { ForecastParams } from '../params/forecastParams';
import { postContext } from '../post/postContext';
import { FORECAST_TERMS, forecastPost } from './forecast';

export function forecastColumns(text: string, platform: Platform, params: ForecastParams): Float64Array {
  // History posts were published: no length check and no policy applies to them.
  const forecast = forecastPost({ ctx: postContext(text, platform, { checkLength: false }), bait: false }, params);
  const columns = new Float64Array(FORECAST_TERMS.length);
  columns.set(forecast.measurements);
  columns.set(forecast.tableScores, forecast.measurements.length);
  return columns;
}
