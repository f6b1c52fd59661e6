// What an editor's reason costs the post, in whole points of the score: on a card in the panel and the web
// page, and on the reason's line in `npm run check`.

/** Less than half a point off the score is not worth a number: it would round to "about 0 points". */
const SMALLEST_COST = 0.5;

/** "about 3 points off the score", "about 1 point off the score"; null below half a point (or for a gain). */
export function costWords(impact: number): string | null {
  if (impact > -SMALLEST_COST) return null;
  const points = Math.round(-impact);
  return `about ${points} ${points === 1 ? 'point' : 'points'} off the score`;
}
