-- Mail is written to mail_outbox in the transaction of the change that causes it, SMTP or not;
-- with SMTP, a worker (src/providers/mail/delivery.ts) sends each row after commit, retrying with
-- backoff, so no request waits on an SMTP server and a failing one loses nothing (issue 33).
-- sent_at is also set on the rows of the local outbox (no SMTP): they are delivered by being
-- written, so a later start with SMTP_URL never mails them. Rows before this migration are too.
ALTER TABLE mail_outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  -- When the row may next be tried; a worker taking it moves this ahead (its lease), so a worker
  -- that dies mid-send leaves it to be tried again once the lease is over.
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text;
UPDATE mail_outbox SET sent_at = created_at;
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
