// The forecast's fitted parameters the engine runs with, checked against their schema once at load.
import forecastJson from './forecast.json';
import { ForecastParams } from './forecastParams';

export const FORECAST: ForecastParams = ForecastParams.parse(forecastJson);
