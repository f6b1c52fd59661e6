// The predictions' part of the store: what a score with an account forecast, kept to compare with the post
// once it is ingested (a receipt).
import type { RememberedEngagement } from '@preflight/engine';

/**
 * What a score with an account forecast, kept to compare with the post once it is ingested (a receipt).
 * Only a fingerprint of the text is kept, never the text.
 */
export interface PredictionRecord {
  /** sha256 (hex) of normalisedPostText(text). */
  fingerprint: string;
  scored_at: string;
  /** As the score answered it; one remembered before `usual` was added has none. */
  expected_engagement: RememberedEngagement | null;
  /** What the generic cold-start model said (coldStartGuess of the score without the account). */
  cold_start: { impressions: number; likes: number };
}

export interface PredictionStore {
  /** Remembers a prediction, keeping only the newest `keep` of the account. */
  addPrediction(accountId: string, prediction: PredictionRecord, keep: number): Promise<void>;
  /** Oldest first. */
  listPredictions(accountId: string): Promise<PredictionRecord[]>;
}
