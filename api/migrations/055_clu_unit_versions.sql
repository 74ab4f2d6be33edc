-- Land units by their identity (issue 54). A county's CLU file is imported again each year; a
-- unit keeps its uuid (derived from its CLU identity: state, county, farm, tract, field), so a
-- grower's claim (fields.clu_uuid) and its history keep pointing at the unit they were made on.
-- What changes is the unit's geometry version: the boundary it had is kept here, numbered, with
-- when it was replaced, and a unit the new file no longer holds is kept here as retired.
ALTER TABLE clu_fields ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE clu_unit_versions (
  uuid uuid NOT NULL,
  version integer NOT NULL,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  acres numeric(12, 2) NOT NULL,
  source text NOT NULL,
  source_key text NOT NULL,
  -- 'replaced': a later import brought a new boundary; 'retired': a later import no longer held it.
  ended_by text NOT NULL CHECK (ended_by IN ('replaced', 'retired')),
  ended_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uuid, version)
);
