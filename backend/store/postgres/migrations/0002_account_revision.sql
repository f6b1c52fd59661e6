-- An account's history revision (store.ts, AccountRecord.revision): counted up by every ingest that adds or
-- changes a post, so a model calibrated on an older history (another instance's slower calibration) is not
-- saved over the model of a newer one. Existing accounts start at 0.
ALTER TABLE accounts ADD COLUMN revision integer NOT NULL DEFAULT 0;
