// The forecast's terms as multipliers on the phoenix actions: each term's units turned into ln-likes.
import type { ActionMove } from '../phoenix/phoenix';
import type { ForecastParams } from '../params/forecastParams';
import type { Forecast } from './forecast';
import { TERM_LABEL } from './termWords';

export function actionMoves(forecast: Forecast, params: ForecastParams): ActionMove[] {
  const unit = params.log_likes_per_unit;
  const moves: ActionMove[] = [];
  for (const t of forecast.terms) moves.push({ id: t.id, label: TERM_LABEL[t.id], log: unit * t.units });
  for (const p of forecast.policies) moves.push({ id: `policy:${p.id}`, label: p.says, log: unit * p.units });
  return moves;
}
