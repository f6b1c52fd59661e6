// The forecast's terms as multipliers on the phoenix heads: each term's units turned into ln-likes.
import type { HeadMove } from '../phoenix/phoenix';
import type { ForecastParams } from '../params/forecastParams';
import type { Forecast } from './forecast';
import { TERM_LABEL } from './termWords';

export function headMoves(forecast: Forecast, params: ForecastParams): HeadMove[] {
  const unit = params.log_likes_per_unit;
  const moves: HeadMove[] = [];
  for (const t of forecast.terms) moves.push({ id: t.id, label: TERM_LABEL[t.id], log: unit * t.units });
  for (const p of forecast.policies) moves.push({ id: `policy:${p.id}`, label: p.says, log: unit * p.units });
  return moves;
}
