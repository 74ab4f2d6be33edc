-- Who changed what on whose account: password and security-answer changes, resets, e-mail
-- changes, god-mode entries and plan changes. Staff read it (GET audit/). Rows name people by
-- uuid without foreign keys, so the record outlives the users it names.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL,
  -- The person at the keyboard: the user, or the retailer or staff in god mode; null for the system.
  actor_uuid uuid,
  -- The user whose account the action concerns.
  account_uuid uuid,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_newest_idx ON audit_log (id DESC);
CREATE INDEX audit_log_account_idx ON audit_log (account_uuid, id DESC);
