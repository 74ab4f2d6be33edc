-- Boundaries a grower draws, reshapes, merges and splits.
--
-- A field drawn for a neighbour (owner 'neighbor' in the add-field form) belongs to none of
-- the grower's farms (spec 3: farm null), so a field now names the account that holds it
-- directly; for farm fields that is the farm's account.
ALTER TABLE fields ADD COLUMN account_id bigint REFERENCES accounts (id) ON DELETE CASCADE;
UPDATE fields f SET account_id = m.account_id FROM farms m WHERE m.id = f.farm_id;
ALTER TABLE fields ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE fields ALTER COLUMN farm_id DROP NOT NULL;
CREATE INDEX fields_account_idx ON fields (account_id);

-- A merged field lists the fields it absorbed; their records stay in field_history.
ALTER TABLE fields ADD COLUMN merged_from uuid[] NOT NULL DEFAULT '{}';

-- Each field as it was before a merge or a split changed it: nothing a grower had is lost.
CREATE TABLE field_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  field_uuid uuid NOT NULL,
  event text NOT NULL CHECK (event IN ('merged', 'split')),
  -- The field it went into (merge), or the field it was cut from (split).
  related_uuid uuid NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  farm_id bigint,
  owner_uuid uuid NOT NULL,
  name text NOT NULL,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  acres numeric(12, 2) NOT NULL,
  crop_id integer,
  crop_trait_id integer,
  clu_uuid uuid,
  actor_uuid uuid,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_history_field_idx ON field_history (field_uuid);
CREATE INDEX field_history_related_idx ON field_history (related_uuid);
