-- Webhook events a partner can route (issue 53). One app serves many growers, so every event
-- now says whose it is and where it stands:
--   - the account it belongs to (accountId, the `accountId` of GraphQL's `me`), and in its data
--     the farm, the field and the person where the event has one (farmId, fieldUuid, userUuid);
--   - a per-account sequence number: deliveries may arrive out of order (a retry comes after a
--     later event's first attempt), and the sequence is how a receiver puts them back in order
--     and drops a stale one;
--   - the version of its payload's shape (schemaVersion, 1 here: the shapes are published as
--     JSON Schemas in docs/partners/webhooks/schemas/).
-- And every payload is camelCase, nested data too: a neighbour notice's herbicides and fields
-- were stored snake_case (group_type, crop_trait) and were sent as stored. Ids are what GraphQL
-- gives for the same thing: numbers for accounts, farms, sprays, notices and reports, uuids for
-- fields and people.
--
-- Events written before this migration keep schema_version 0 and no sequence: they are sent in
-- the shape they were written in.

ALTER TABLE webhook_events
  ADD COLUMN sequence bigint,
  ADD COLUMN schema_version smallint NOT NULL DEFAULT 0;
ALTER TABLE webhook_events ALTER COLUMN schema_version SET DEFAULT 1;

-- The last sequence number given to each account's events. Taking the next one locks the
-- account's row until the change commits, so two changes of one account number their events in
-- the order they commit.
CREATE TABLE webhook_account_sequences (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  last_sequence bigint NOT NULL
);

CREATE OR REPLACE FUNCTION webhook_event(event_type text, account bigint, farm bigint, payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_sequence bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE event_type = ANY (events)) THEN
    INSERT INTO webhook_account_sequences AS counter (account_id, last_sequence) VALUES (account, 1)
      ON CONFLICT (account_id) DO UPDATE SET last_sequence = counter.last_sequence + 1
      RETURNING last_sequence INTO next_sequence;
    INSERT INTO webhook_events (type, account_id, farm_id, data, sequence)
      VALUES (event_type, account, farm, payload, next_sequence);
  END IF;
END;
$$;

CREATE OR REPLACE FUNCTION webhook_field_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM webhook_event('field.deleted', OLD.account_id, OLD.farm_id,
      jsonb_build_object('farmId', OLD.farm_id, 'fieldUuid', OLD.uuid, 'ownerUuid', OLD.owner_uuid,
                         'name', OLD.name));
    RETURN OLD;
  END IF;
  PERFORM webhook_event(CASE TG_OP WHEN 'INSERT' THEN 'field.created' ELSE 'field.updated' END,
    NEW.account_id, NEW.farm_id,
    jsonb_build_object('farmId', NEW.farm_id, 'fieldUuid', NEW.uuid, 'ownerUuid', NEW.owner_uuid,
                       'name', NEW.name, 'boundaryVersion', NEW.boundary_version));
  RETURN NEW;
END;
$$;

-- userUuid is the person at the keyboard: the grower, or a retailer or staff member working in
-- the account (god mode); null when nobody is recorded.
CREATE OR REPLACE FUNCTION webhook_spray_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account bigint := (SELECT account_id FROM farms WHERE id = NEW.farm_id);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_event('spray.started', account, NEW.farm_id,
      jsonb_build_object('sprayId', NEW.id, 'farmId', NEW.farm_id, 'userUuid', NEW.started_by,
                         'startedAt', NEW.started_at, 'timeZone', NEW.time_zone,
                         'tankMixName', NEW.tank_mix_name));
  ELSIF OLD.cleared_at IS NULL AND NEW.cleared_at IS NOT NULL THEN
    PERFORM webhook_event('spray.stopped', account, NEW.farm_id,
      jsonb_build_object('sprayId', NEW.id, 'farmId', NEW.farm_id, 'userUuid', NEW.cleared_by,
                         'startedAt', NEW.started_at, 'stoppedAt', NEW.cleared_at,
                         'timeZone', NEW.time_zone, 'tankMixName', NEW.tank_mix_name));
  END IF;
  RETURN NEW;
END;
$$;

-- A notice is the recipient account's: its fields at risk each name their farm. The sprayer is
-- another account's person and is not named (the product shows a sprayer's name only to
-- recipients whose plan allows it).
CREATE OR REPLACE FUNCTION webhook_notice_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_event('neighbour.notice', NEW.account_id, NULL,
    jsonb_build_object(
      'noticeId', NEW.id, 'sprayId', NEW.spray_id, 'kind', NEW.kind, 'startedAt', NEW.started_at,
      'stoppedAt', NEW.stopped_at, 'timeZone', NEW.time_zone,
      'herbicides', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
                 'groupLabel', herbicide->>'group_label', 'groupType', herbicide->>'group_type',
                 'herbicideNames', COALESCE(herbicide->'herbicide_names', '[]'::jsonb))
               ORDER BY position)
        FROM jsonb_array_elements(NEW.herbicides) WITH ORDINALITY AS listed (herbicide, position)), '[]'::jsonb),
      'fieldsAtRisk', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
                 'fieldUuid', at_risk->>'uuid',
                 'farmId', (SELECT farm_id FROM fields WHERE uuid = (at_risk->>'uuid')::uuid),
                 'name', at_risk->>'name', 'cropTrait', at_risk->>'crop_trait',
                 'injuredBy', COALESCE(at_risk->'injured_by', '[]'::jsonb))
               ORDER BY position)
        FROM jsonb_array_elements(NEW.fields) WITH ORDINALITY AS listed (at_risk, position)), '[]'::jsonb)));
  RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION webhook_report_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  report record;
BEGIN
  SELECT account_id, farm_id, field_uuid INTO report FROM reports WHERE id = NEW.report_id;
  PERFORM webhook_event('report.saved', report.account_id, report.farm_id,
    jsonb_build_object('reportId', NEW.report_id, 'version', NEW.version,
                       'farmId', report.farm_id, 'fieldUuid', report.field_uuid,
                       'userUuid', NEW.saved_by, 'fieldName', NEW.field_name,
                       'savedAt', NEW.saved_at));
  RETURN NEW;
END;
$$;
