-- Password recovery (spec: Forgot password): security answers open a short, single-use reset.

-- Every check of a security answer, kept for the per-account limit: an attacker who spreads
-- guesses over many addresses still gets only a few per account. A right answer deletes its
-- row, so only wrong answers (and checks still in flight) count.
CREATE TABLE security_answer_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_answer_attempts_user_idx ON security_answer_attempts (user_uuid, attempted_at);

-- Reset tokens are JWTs; their ids are kept so each is used once.
CREATE TABLE password_reset_tokens (
  jti uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_uuid);

-- Access tokens are not stored, so a reset ends them by generation: each token carries the
-- user's generation when it was issued, a reset moves it on, and older tokens are refused.
-- A counter, not a time: tokens issued in the reset's own second, or by an api whose clock
-- runs ahead, would make a time ambiguous.
ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0;
