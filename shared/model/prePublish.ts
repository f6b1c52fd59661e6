// pre_publish_score (0–100) ranks drafts, and combines the two voices in one formula:
//   pre_publish_score = 100 · σ(forecast + editor)
// where `forecast` is the forecast's units (shared/forecast/forecast.ts: the post against a typical post of
// the same account, on the pairwise log-odds scale the data were fitted on) and `editor` is the editor's
// penalty: the part of the editor's z below zero. So a clean post is ranked by what the data expect of it,
// and a post an editor would send back ranks below its fixed version whatever the data expect: a typical post
// with nothing to fix scores about 50, and reads as the chance in percent that it beats a typical post.
// The editor's good marks do not raise the score: they are praise, not evidence of engagement.
export function prePublishScore(z: number): number {
  const s = 100 / (1 + Math.exp(-z));
  return Math.round(s * 100) / 100;
}

/** The editor's part of pre_publish_score: its z where negative, else 0. */
export function editorPenalty(editorZ: number): number {
  return Math.min(0, editorZ);
}

export function combinedScore(forecastUnits: number, editorZ: number): number {
  return prePublishScore(forecastUnits + editorPenalty(editorZ));
}

/** The editor's own score, 0–100 (50: nothing to note), which the decision reads. */
export function editorScore(editorZ: number): number {
  return prePublishScore(editorZ);
}

/** How many points the score would lose without one contribution (positive: the concept helps). */
export function impactOf(z: number, contribution: number): number {
  return Math.round((prePublishScore(z) - prePublishScore(z - contribution)) * 10) / 10 || 0; // never -0: it does not survive JSON
}
