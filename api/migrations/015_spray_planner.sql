-- The spray planner: what a farm is spraying (herbicide groups, or a tank mix's groups and
-- actives), on which of its fields, from when; and the notices its neighbours got about it.
-- A cleared spray keeps its row (cleared_at set) so the notices it caused still say what it was.
CREATE TABLE farm_sprays (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  farm_id bigint NOT NULL REFERENCES farms (id) ON DELETE CASCADE,
  -- The mix it came from, if any; its name is copied so a deleted mix still reads right.
  tank_mix_id bigint REFERENCES tank_mixes (id) ON DELETE SET NULL,
  tank_mix_name text,
  started_at timestamptz NOT NULL,
  started_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  cleared_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One spray at a time per farm: two racing starts cannot both land.
CREATE UNIQUE INDEX farm_sprays_one_active ON farm_sprays (farm_id) WHERE cleared_at IS NULL;

CREATE TABLE farm_spray_groups (
  spray_id bigint NOT NULL REFERENCES farm_sprays (id) ON DELETE CASCADE,
  herbicide_group_id integer NOT NULL REFERENCES herbicide_groups (id),
  PRIMARY KEY (spray_id, herbicide_group_id)
);

-- Actives named within the groups (a mix's); a group with none named stands for all of its.
CREATE TABLE farm_spray_actives (
  spray_id bigint NOT NULL REFERENCES farm_sprays (id) ON DELETE CASCADE,
  active_ingredient_id integer NOT NULL REFERENCES active_ingredients (id),
  PRIMARY KEY (spray_id, active_ingredient_id)
);

CREATE TABLE farm_spray_fields (
  spray_id bigint NOT NULL REFERENCES farm_sprays (id) ON DELETE CASCADE,
  field_uuid uuid NOT NULL REFERENCES fields (uuid) ON DELETE CASCADE,
  PRIMARY KEY (spray_id, field_uuid)
);

-- A notice to a neighbouring account whose fields lie in a spray's reach and would be injured
-- by it. It is a snapshot (what was sprayed, when, which of the neighbour's own fields were at
-- risk): ids only grow, so a client resumes after the last id it received and misses nothing.
CREATE TABLE spray_notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  spray_id bigint REFERENCES farm_sprays (id) ON DELETE SET NULL,
  -- Who sprays: shown only to recipients whose plan lets them see neighbours' names.
  sprayer_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  -- [{ group_label, group_type, herbicide_names }]
  herbicides jsonb NOT NULL,
  -- The recipient's own fields at risk: [{ uuid, name, crop_trait, injured_by }]
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spray_notices_account_idx ON spray_notices (account_id, id);
