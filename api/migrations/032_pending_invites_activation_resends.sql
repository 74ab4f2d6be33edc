-- Pending Ag Retailer invitations are shown to both parties, who may resend or cancel them.
-- A cancelled invitation is kept (not deleted) so its mailed link can say it was cancelled and
-- by whom, instead of reading as an unknown link. `sent_at` is when its mail last went out: a
-- resend replaces the link (only a hash is kept) and is refused within a minute of the last.
ALTER TABLE ag_retailer_invites ADD COLUMN sent_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE ag_retailer_invites ADD COLUMN cancelled_at timestamptz;
ALTER TABLE ag_retailer_invites ADD COLUMN cancelled_by uuid REFERENCES users (uuid) ON DELETE SET NULL;
CREATE INDEX ag_retailer_invites_retailer_idx ON ag_retailer_invites (retailer_uuid, id);

-- Requests for a new activation mail, counted per address (a hash of it, whether or not an
-- account has it, so the answer says nothing about the address): at most one a minute and
-- three an hour, so the form cannot be used to flood someone's inbox.
CREATE TABLE activation_resends (
  email_hash text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  sends integer NOT NULL,
  last_sent_at timestamptz NOT NULL
);
