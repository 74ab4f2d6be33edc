-- Hosted checkout finishes on the payment provider's page, which tells us through a signed
-- webhook. Stripe sends an event again until it is acknowledged (and may send it twice), so each
-- event id is kept here, written in the same transaction as the plan change it caused: a repeated
-- event finds its row and changes nothing.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A purchase from hosted checkout has no user behind the request: the provider made it.
COMMENT ON COLUMN purchases.created_by IS 'the user (or god-mode actor) who bought; null when a provider webhook recorded it';
