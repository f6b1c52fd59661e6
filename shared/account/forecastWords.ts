// The account's forecast in plain words, said once for every face (the panel, the options page and
// `npm run check`): "about 1,400 views (likely 900–2,600) and 12 likes (likely 6–25) in 24 h".
import type { Band, ExpectedEngagement } from '../schemas';
import { wholeNumber } from '../text/numberWords';

/**
 * A forecast's count as a reader takes it: whole numbers below 100, two significant figures above
 * (1,437 → "1,400"), since the 80 % band around it is far wider than the digits dropped.
 */
export function roughCount(n: number): string {
  const x = Math.max(0, n);
  const rounded = x < 100 ? Math.round(x) : Number(x.toPrecision(2));
  return wholeNumber(rounded);
}

const counted = (count: string, one: string, many: string) => `${count} ${count === '1' ? one : many}`;

function bandWords(band: Band, one: string, many: string): string {
  const [median, lo, hi] = [band.median, band.lo80, band.hi80].map(roughCount) as [string, string, string];
  return `${counted(median, one, many)}${lo === hi ? '' : ` (likely ${lo}–${hi})`}`;
}

function horizonWords(min: number): string {
  return min % 60 === 0 ? `${min / 60} h` : `${Math.round(min)} min`;
}

/** "about 1,400 views (likely 900–2,600) and 12 likes (likely 6–25) in 24 h" (views only once calibrated). */
export function forecastWords(expected: ExpectedEngagement): string {
  const likes = bandWords(expected.likes, 'like', 'likes');
  const counts = expected.impressions ? `${bandWords(expected.impressions, 'view', 'views')} and ${likes}` : likes;
  return `about ${counts} in ${horizonWords(expected.horizon_min)}`;
}
