import { viewsWords, type Platform, type ScoreResult } from '@preflight/engine';
import { Dimensions } from '../../../ui/Dimensions';
import { LikesBars } from '../../../ui/LikesBars';
import { likesFigures } from '../../../ui/likesFigures';

/**
 * The numbers behind the verdict, for those who want them, each in a writer's terms: the score as the line
 * shows it with what it means, the likes the forecast expects against the usual post (the one reaction it
 * moves), and the views at 24 h with the same band as the Reach tab.
 */
export function DetailsTab({ result, platform }: { result: ScoreResult; platform: Platform }) {
  const curve = result.view_curve;
  const reach = result.explanation.reach;
  return (
    <div class="pf-grid" data-testid="preflight-details">
      <LikesBars figures={likesFigures(result, platform)} />
      <Dimensions dimensions={result.composite_dimensions} />
      <section class="pf-section pf-section--wide" aria-label="The numbers" data-testid="preflight-numbers">
        <h3 class="pf-h">The numbers</h3>
        <dl class="pf-numbers">
          <dt>Score</dt>
          <dd data-testid="preflight-details-score">{result.explanation.headline.meaning}</dd>
          <dt>Views at 24 h</dt>
          <dd data-testid="preflight-details-views">{viewsWords(reach.views)}</dd>
          <dt>Half the views by</dt>
          <dd>
            {reach.half_by}; 90 % by {reach.most_by}
          </dd>
          <dt>Forecast from</dt>
          <dd>{curve.status === 'calibrated' ? "your account's posts" : 'a typical new account (no history imported)'}</dd>
        </dl>
      </section>
    </div>
  );
}
