-- Developer apps complete (issue 53 item 4): a developer sees each attempt of a delivery, sends a
-- test event to an endpoint, and sends a failed delivery again.
--
-- A delivery kept only its last answer and its creation time, which the screen showed as "Sent":
-- a delivery that succeeded on its third try read as sent at its first. Each attempt is now a row
-- of its own: when it was made, what the endpoint answered (its HTTP status, or why there was no
-- answer) and how long that took. The payload is not copied per attempt: every attempt of one event
-- sends the same body, made from the event (webhook-events.ts `webhookBody`).
CREATE TABLE webhook_delivery_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  -- The endpoint's HTTP status; null when it never answered (then `error` says why).
  status integer,
  error text,
  duration_ms integer NOT NULL
);
CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (delivery_id, id);
