import type { WeightedLength } from '@preflight/engine';
import { lengthCountWords, lengthWords, overLimitWords, wholeNumber } from '@preflight/engine';

/**
 * The post's length against its platform's limit, counted the platform's way, and how far over it is when
 * it is (the part the site will refuse); nothing before there is text. The length is the one counted on
 * every keystroke (state.length), so the counter never waits for the score.
 */
export function LengthMeter({ length }: { length: WeightedLength | null }) {
  if (!length) return null;
  const over = Math.max(0, length.weighted - length.limit);
  const share = Math.min(1, length.weighted / length.limit);
  return (
    <span
      class={`pf-length${over > 0 ? ' pf-length--over' : ''}`}
      data-testid="preflight-length"
      role="img"
      aria-label={[lengthWords(length), overLimitWords(length)].filter(Boolean).join(': ')}
      title={lengthCountWords(length)}
    >
      <span class="pf-length__text">
        {wholeNumber(length.weighted)} / {wholeNumber(length.limit)}
      </span>
      {over > 0 ? (
        <span class="pf-length__over" data-testid="preflight-length-over">
          +{wholeNumber(over)}
        </span>
      ) : (
        <span class="pf-meter" aria-hidden="true">
          <span class="pf-meter__fill" style={{ width: `${(share * 100).toFixed(1)}%` }} />
        </span>
      )}
    </span>
  );
}
