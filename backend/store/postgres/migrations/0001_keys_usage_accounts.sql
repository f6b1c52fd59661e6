-- The store's first schema: the keys, their monthly counts, and the accounts with their histories.
-- Times are timestamptz and come back as ISO 8601 strings (postgresRows.ts).

CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  prefix       text NOT NULL,
  -- sha256 of the whole key, hex: the key itself is never stored. Every authenticated call looks it up.
  hash         text NOT NULL UNIQUE,
  label        text NOT NULL,
  tier         text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_prefix ON api_keys (prefix);

-- One row per key and UTC month ("YYYY-MM"): a charge is one conditional upsert on it.
CREATE TABLE usage (
  key_id   text NOT NULL,
  period   text NOT NULL,
  score    integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  generate integer NOT NULL DEFAULT 0 CHECK (generate >= 0),
  PRIMARY KEY (key_id, period)
);

CREATE TABLE accounts (
  id         text PRIMARY KEY,
  -- Creation order, which listAccounts keeps.
  seq        bigserial UNIQUE,
  key_id     text NOT NULL,
  label      text NOT NULL,
  platform   text NOT NULL,
  created_at timestamptz NOT NULL,
  model      jsonb
);
CREATE INDEX accounts_key_id ON accounts (key_id);

CREATE TABLE account_posts (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  post_id    text NOT NULL,
  -- Where the post was first added; a replaced post keeps its place.
  position   integer NOT NULL,
  post       jsonb NOT NULL,
  PRIMARY KEY (account_id, post_id)
);
CREATE INDEX account_posts_order ON account_posts (account_id, position);

CREATE TABLE predictions (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  seq        bigserial,
  prediction jsonb NOT NULL,
  PRIMARY KEY (account_id, seq)
);
