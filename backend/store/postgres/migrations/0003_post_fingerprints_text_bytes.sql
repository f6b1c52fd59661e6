-- Each post keeps the fingerprint of its text (store.ts, FingerprintedPost), computed once when it is
-- ingested, so receipts never hash a whole history again. Posts stored before have none (NULL) until receipts
-- compute it once: the normalisation it hashes is the engine's, not SQL's.
ALTER TABLE account_posts ADD COLUMN fingerprint text;

-- The UTF-8 bytes of each account's post texts, which the tiers' text budgets count, kept by every upsert so
-- that a budget check never sums a whole history. Existing accounts are counted now.
ALTER TABLE accounts ADD COLUMN text_bytes bigint NOT NULL DEFAULT 0;
UPDATE accounts a SET text_bytes = s.bytes
  FROM (SELECT account_id, sum(octet_length(post->>'text')) AS bytes FROM account_posts GROUP BY account_id) s
  WHERE s.account_id = a.id;
