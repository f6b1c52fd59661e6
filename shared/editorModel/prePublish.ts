// pre_publish_score (0–100) ranks drafts, and combines the two voices in one formula:
//   pre_publish_score = 100 · σ(forecast + editor penalty)
// where `forecast` is the forecast's units (shared/forecast/forecast.ts: the post against a typical post of
// the same account, on the pairwise log-odds scale the data were fitted on), less the word tables', which only
// an English post can earn (Forecast.anyLanguageUnits: the same content ranks the same in every language the
// editor reads), and the editor's penalty is the
// sum of the editor's concepts that count against the post (each negative contribution, in full). So a clean
// post is ranked by what the data expect of it, and a post an editor would send back ranks below its fixed
// version whatever the data expect: a typical post with nothing to fix scores about 50, and reads as the
// chance in percent that it beats a typical post. The editor's good marks do not raise the score, nor offset
// a problem: they are praise, not evidence of engagement.
export function prePublishScore(z: number): number {
  const s = 100 / (1 + Math.exp(-z));
  return Math.round(s * 100) / 100;
}

/** The editor's part of pre_publish_score: the sum of its negative contributions (0 or below). */
export function editorPenalty(contributions: readonly { contribution: number }[]): number {
  let penalty = 0;
  for (const c of contributions) if (c.contribution < 0) penalty += c.contribution;
  return penalty;
}

/** pre_publish_score from the forecast's units and the editor's penalty. */
export function combinedScore(forecastUnits: number, penalty: number): number {
  return prePublishScore(forecastUnits + Math.min(0, penalty));
}

/** The editor's own score, 0–100 (50: nothing to note), which the decision reads. */
export function editorScore(editorZ: number): number {
  return prePublishScore(editorZ);
}

/** How many points the score would lose without one contribution (positive: the concept helps). */
export function impactOf(z: number, contribution: number): number {
  return Math.round((prePublishScore(z) - prePublishScore(z - contribution)) * 10) / 10 || 0; // never -0: it does not survive JSON
}
