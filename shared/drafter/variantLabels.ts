// What each draft does to the idea, in a few words a writer reads beside it: "Leads with the number", "The
// problem, its cause and the fix". A label names the rewrite, never the format the idea's shape fits: the
// tightened idea is not a "build in public" post because the idea reports a result. A draft that holds a
// slot says so, since it cannot be posted until the writer fills it in.

export const VARIANT_LABELS = {
  asWritten: 'Your idea as you wrote it',
  tightened: 'Your idea, tightened',
  numberFirst: 'Leads with the number',
  statementFirst: 'Leads with the statement, asks after',
  thread: 'As a thread',
  problemCauseFix: 'The problem, its cause and the fix',
  problemPlainly: 'The problem said plainly, then its cause and the fix',
  problemToFix: 'The problem → the fix',
  changeThenResult: 'What changed, then the result',
  resultThenChange: 'The result first, then what changed',
  changeToResult: 'What changed → the result',
  pointThenSteps: 'The point, then the steps as a list',
  stepsThenPoint: 'The steps as a list, then the point',
  commonThenYours: 'The common view, then yours',
  yoursThenCommon: 'Your view, then the common one',
  yoursAgainstCommon: 'Your view ✓ against the common one ✗',
} as const;

/** The label of a draft that closes with a question for readers. */
export const withQuestionLabel = (label: string): string => `${label}, with a question for readers`;

/** The label of a draft with a slot: what it is, and that it is not ready to post. */
export const slottedLabel = (label: string): string => `${label}: fill in the brackets before posting`;
