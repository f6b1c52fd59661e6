// pre_publish_score (0–100) is 100 · σ(z): on the scale the effects are fitted on (pairs of posts by the same
// account), it reads as the chance in percent that this post does better than a typical post of the same
// account. A typical post scores about 50.
export function prePublishScore(z: number): number {
  const s = 100 / (1 + Math.exp(-z));
  return Math.round(s * 100) / 100;
}

/** How many points the score would lose without one contribution (positive: the concept helps). */
export function impactOf(z: number, contribution: number): number {
  return Math.round((prePublishScore(z) - prePublishScore(z - contribution)) * 10) / 10 || 0; // never -0: it does not survive JSON
}
