-- Webhooks for partner apps (issue 36): a partner subscribes an https endpoint to events, and each
-- event is delivered signed (Standard Webhooks), retried with backoff for 24 hours.
--
-- Events are written by triggers on the tables whose rows they tell of, inside the transaction of
-- the change itself: a change and its event commit or roll back together, and no write path
-- (claim, draw, import, split, merge, bulk edit, delete, a farm's cascade) can forget one. The
-- triggers only read the new and old rows (and a farm's account); the webhooks module owns what
-- they write. A worker (src/modules/webhooks/delivery.ts) then fans each event out to the
-- endpoints of the apps whose grant covers its scope and account, and delivers them, as the mail
-- worker delivers mail_outbox.

CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The partner app (its OAuth client id) that receives them; an app's endpoints go with it.
  client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  -- The Standard Webhooks signing secret (whsec_…), shown to the partner once.
  secret text NOT NULL,
  created_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_client_idx ON webhook_endpoints (client_id);

CREATE TABLE webhook_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  account_id bigint NOT NULL,
  -- Null for an event of the account as a whole (a neighbour's notice).
  farm_id bigint,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- Set once the event has been fanned out to the endpoints that should have it.
  dispatched_at timestamptz
);
CREATE INDEX webhook_events_pending_idx ON webhook_events (id) WHERE dispatched_at IS NULL;

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  -- Set when 24 hours of retries have passed without a 2xx.
  failed_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (next_attempt_at)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

-- Writes an event only while some endpoint exists: a product without partners writes nothing.
CREATE FUNCTION webhook_event(event_type text, account bigint, farm bigint, payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE event_type = ANY (events)) THEN
    INSERT INTO webhook_events (type, account_id, farm_id, data) VALUES (event_type, account, farm, payload);
  END IF;
END;
$$;

CREATE FUNCTION webhook_field_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM webhook_event('field.deleted', OLD.account_id, OLD.farm_id,
      jsonb_build_object('fieldUuid', OLD.uuid, 'farmId', OLD.farm_id, 'name', OLD.name));
    RETURN OLD;
  END IF;
  PERFORM webhook_event(CASE TG_OP WHEN 'INSERT' THEN 'field.created' ELSE 'field.updated' END,
    NEW.account_id, NEW.farm_id,
    jsonb_build_object('fieldUuid', NEW.uuid, 'farmId', NEW.farm_id, 'name', NEW.name,
                       'boundaryVersion', NEW.boundary_version));
  RETURN NEW;
END;
$$;
CREATE TRIGGER fields_webhook_insert AFTER INSERT ON fields
  FOR EACH ROW EXECUTE FUNCTION webhook_field_event();
CREATE TRIGGER fields_webhook_update AFTER UPDATE ON fields
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION webhook_field_event();
CREATE TRIGGER fields_webhook_delete AFTER DELETE ON fields
  FOR EACH ROW EXECUTE FUNCTION webhook_field_event();

CREATE FUNCTION webhook_spray_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account bigint := (SELECT account_id FROM farms WHERE id = NEW.farm_id);
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_event('spray.started', account, NEW.farm_id,
      jsonb_build_object('sprayId', NEW.id, 'farmId', NEW.farm_id, 'startedAt', NEW.started_at,
                         'tankMixName', NEW.tank_mix_name));
  ELSIF OLD.cleared_at IS NULL AND NEW.cleared_at IS NOT NULL THEN
    PERFORM webhook_event('spray.stopped', account, NEW.farm_id,
      jsonb_build_object('sprayId', NEW.id, 'farmId', NEW.farm_id, 'startedAt', NEW.started_at,
                         'stoppedAt', NEW.cleared_at, 'tankMixName', NEW.tank_mix_name));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER farm_sprays_webhook AFTER INSERT OR UPDATE OF cleared_at ON farm_sprays
  FOR EACH ROW EXECUTE FUNCTION webhook_spray_event();

CREATE FUNCTION webhook_notice_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_event('neighbour.notice', NEW.account_id, NULL,
    jsonb_build_object('noticeId', NEW.id, 'kind', NEW.kind, 'startedAt', NEW.started_at,
                       'stoppedAt', NEW.stopped_at, 'herbicides', NEW.herbicides,
                       'fieldsAtRisk', NEW.fields));
  RETURN NEW;
END;
$$;
CREATE TRIGGER spray_notices_webhook AFTER INSERT ON spray_notices
  FOR EACH ROW EXECUTE FUNCTION webhook_notice_event();

CREATE FUNCTION webhook_report_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  report record;
BEGIN
  SELECT account_id, farm_id, field_uuid INTO report FROM reports WHERE id = NEW.report_id;
  PERFORM webhook_event('report.saved', report.account_id, report.farm_id,
    jsonb_build_object('reportId', NEW.report_id, 'version', NEW.version,
                       'fieldUuid', report.field_uuid, 'fieldName', NEW.field_name,
                       'savedAt', NEW.saved_at));
  RETURN NEW;
END;
$$;
CREATE TRIGGER report_versions_webhook AFTER INSERT ON report_versions
  FOR EACH ROW EXECUTE FUNCTION webhook_report_event();
