-- A partner app's persisted operations (issue 36, item 5): GraphQL documents its developer
-- registered, each kept by the SHA-256 of its text, so the app sends the hash instead of the text
-- (Apollo's persisted-query extension). The gateway has checked each against the schema; it runs
-- a document by its hash only for a token of the app that registered it.
CREATE TABLE partner_operations (
  client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  name text NOT NULL,
  document text NOT NULL,
  registered_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, sha256)
);
