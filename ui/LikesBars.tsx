import { roughCount } from '@preflight/engine/account';
import { formatMinutes } from '@preflight/engine';
import { wholeNumber } from '@preflight/engine';
import { perThousandViews, usualPostName } from '@preflight/engine';
import type { LikesFigures } from './likesFigures';

/** Two rows on one scale: the longer bar is the larger number, whatever the numbers are. */
function Bars({ rows, testId }: { rows: { label: string; value: number; shown: string }[]; testId: string }) {
  const most = Math.max(...rows.map((r) => r.value), Number.MIN_VALUE);
  return (
    <ul class="pf-bars" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.label} class="pf-bar-row">
          <span class="pf-bar-label">{row.label}</span>
          <span class="pf-bar" aria-hidden="true">
            <span
              class="pf-bar__fill pf-bar__fill--up"
              data-share={(row.value / most).toFixed(4)}
              style={{ width: `${((row.value / most) * 100).toFixed(1)}%` }}
            />
          </span>
          <span class="pf-bar-value" data-testid={`${testId}-value`}>
            {row.shown}
          </span>
        </li>
      ))}
    </ul>
  );
}

const likes = (count: string) => `${count} ${count === '1' ? 'like' : 'likes'}`;

/**
 * The likes the forecast expects of this post against the usual post, on one scale: per 1,000 views where
 * views are forecast, and with the account's own forecast the likes in 24 h, the Reach tab's figure. The
 * figures come worked out (ui/likesFigures.ts): the extension works them out beside it, the page in its engine
 * worker, so the page's shell carries no platform tables.
 */
export function LikesBars({
  figures,
  label = 'Likes',
}: {
  figures: LikesFigures | null /** The section's name; a page showing two readings names each its own way. */;
  label?: string;
}) {
  if (!figures) return null;
  const usual = usualPostName(figures.whose);
  const { perView, counts } = figures;
  return (
    <section class="pf-section" data-testid="preflight-likes" aria-label={label}>
      <h3 class="pf-h">Likes</h3>
      {perView ? (
        <>
          <p class="pf-note">Per {wholeNumber(1000)} views</p>
          <Bars
            testId="preflight-likes-per-view"
            rows={[
              { label: 'This post', value: perView.post, shown: perThousandViews(perView.post) },
              { label: usual, value: perView.usual, shown: perThousandViews(perView.usual) },
            ]}
          />
        </>
      ) : null}
      {counts ? (
        <>
          <p class="pf-note">In {formatMinutes(counts.horizonMin)}</p>
          <Bars
            testId="preflight-likes-count"
            rows={[
              { label: 'This post', value: counts.post.median, shown: likes(roughCount(counts.post.median)) },
              { label: usual, value: counts.usual, shown: likes(roughCount(counts.usual)) },
            ]}
          />
        </>
      ) : null}
      <p class="pf-note" data-testid="preflight-likes-note">
        The forecast moves likes. Replies, reposts and clicks rise and fall with them, and scrolling past or muting is not forecast, so none
        has a figure of its own.
      </p>
    </section>
  );
}
