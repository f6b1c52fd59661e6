import type { ScoreResult } from '../../shared/index';
import { ActionBars } from './ActionBars';
import { Dimensions } from './Dimensions';
import { formatMinutes, rankingScoreName } from './labels';
import { DAY_MIN, pointAt } from './reachWords';

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** The numbers behind the verdict, for those who want them, named for the platform. */
export function DetailsTab({ result }: { result: ScoreResult }) {
  const platform = result.length.platform;
  const day = pointAt(result.view_curve, DAY_MIN);
  const curve = result.view_curve;
  return (
    <div class="pf-grid" data-testid="preflight-details">
      <ActionBars actions={result.phoenix_actions_top} platform={platform} />
      <Dimensions dimensions={result.composite_dimensions} />
      <section class="pf-section pf-section--wide" aria-label="The numbers" data-testid="preflight-numbers">
        <h3 class="pf-h">The numbers</h3>
        <dl class="pf-numbers">
          <dt>Score</dt>
          <dd>{round1(result.pre_publish_score)} of 100</dd>
          <dt>{capitalised(rankingScoreName(platform))}</dt>
          <dd>{result.phoenix_score.toPrecision(3)}</dd>
          {day ? (
            <>
              <dt>Views at 24 h</dt>
              <dd>
                {Math.round(day.mean).toLocaleString('en-US')} (80 % band {Math.round(day.lo80).toLocaleString('en-US')}–{Math.round(day.hi80).toLocaleString('en-US')})
              </dd>
            </>
          ) : null}
          <dt>Half the views by</dt>
          <dd>
            {formatMinutes(curve.t_50_min)}; 90 % by {formatMinutes(curve.t_90_min)}
          </dd>
          <dt>Forecast from</dt>
          <dd>{curve.status === 'calibrated' ? 'your account’s posts' : 'a typical new account (no history imported)'}</dd>
        </dl>
      </section>
    </div>
  );
}
