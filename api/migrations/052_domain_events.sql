-- One outbox of domain events (issue 57): sprays started and stopped, neighbours' notices, fields
-- and their boundaries changed, reports saved. The triggers of migrations 041 and 050 already
-- wrote these, in the transaction of the change, for webhooks alone, and only while some endpoint
-- wanted them; live signals to browsers were published by the gateway's resolvers after the api
-- answered, so a change made any other way (a partner's or a mobile client's REST call, a script)
-- reached a neighbour's open page only by a minute's poll. Now the same triggers write every event
-- here, always, and two readers take them from this one source (src/events/):
--   - the live publisher, which sends each event's signal to Redis (or the api's in-process bus)
--     once, in order per account (published_at, leased_until);
--   - webhooks, whose worker copies the events some endpoint subscribes to into webhook_events
--     and fans them out as before (webhooks_at).
-- An event both have taken is deleted.

CREATE TABLE domain_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  -- Whose event it is: the farm's account, or a notice's recipient.
  account_id bigint NOT NULL,
  farm_id bigint,
  data jsonb NOT NULL,
  -- The account's next number (domain_event_sequences): events of one account number in the
  -- order their changes commit.
  sequence bigint NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- A publisher holds the event until then; one that dies lets it go to another.
  leased_until timestamptz,
  published_at timestamptz,
  webhooks_at timestamptz
);
CREATE INDEX domain_events_unpublished_idx ON domain_events (account_id, id) WHERE published_at IS NULL;
CREATE INDEX domain_events_for_webhooks_idx ON domain_events (id) WHERE webhooks_at IS NULL;

-- The accounts' counters go on from where webhooks left them, so a partner's sequence keeps growing.
ALTER TABLE webhook_account_sequences RENAME TO domain_event_sequences;

-- A webhook event copied from a domain event names it: a copy made twice is one event.
ALTER TABLE webhook_events ADD COLUMN domain_event_id bigint UNIQUE;

CREATE FUNCTION domain_event(event_type text, account bigint, farm bigint, payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_sequence bigint;
BEGIN
  -- Taking the next number locks the account's counter until the change commits: a second change
  -- of the account writes its event only after the first has committed, so ids, sequences and
  -- commits agree within an account.
  INSERT INTO domain_event_sequences AS counter (account_id, last_sequence) VALUES (account, 1)
    ON CONFLICT (account_id) DO UPDATE SET last_sequence = counter.last_sequence + 1
    RETURNING last_sequence INTO next_sequence;
  INSERT INTO domain_events (type, account_id, farm_id, data, sequence)
    VALUES (event_type, account, farm, payload, next_sequence);
END;
$$;

-- The triggers of 041 and 050 (webhook_field_event, webhook_spray_event, webhook_notice_event,
-- webhook_report_event) call this name; every event they build now goes to the outbox.
CREATE OR REPLACE FUNCTION webhook_event(event_type text, account bigint, farm bigint, payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event(event_type, account, farm, payload);
END;
$$;
