-- The agronomic catalogue: crops, their herbicide-tolerance traits, WSSA herbicide groups with
-- their active ingredients, and which crops and traits tolerate which active ingredients.
-- Its data is seeded by 005_catalog_data.sql (sources in CATALOG_SOURCES.md beside it); the
-- selections each account makes of it, and its tank mixes, live here too.

CREATE TABLE crops (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- A path on the product's own origin (web/public), never an external URL.
  logo text NOT NULL,
  -- Specialty crops are the sensitive ones a drift registry cares most about.
  is_specialty boolean NOT NULL DEFAULT false
);

-- A herbicide-tolerance system as planted in one crop ('soybean - Enlist E3').
-- 'Conventional' is the entry of a crop with no tolerance trait.
CREATE TABLE crop_traits (
  id integer PRIMARY KEY,
  crop_id integer NOT NULL REFERENCES crops (id),
  trait_name text NOT NULL,
  logo_url text NOT NULL,
  UNIQUE (crop_id, trait_name)
);
CREATE INDEX crop_traits_crop_idx ON crop_traits (crop_id);

-- WSSA site-of-action groups in current numbering (old 7 and 8 are now 5 and 15).
CREATE TABLE herbicide_groups (
  id integer PRIMARY KEY,
  -- 'Group 4'
  group_label text NOT NULL UNIQUE,
  -- The mode-of-action type: 'Synthetic auxins'
  group_type text NOT NULL,
  -- The site of action, in the WSSA's words.
  site_of_action text NOT NULL,
  logo text NOT NULL
);

CREATE TABLE active_ingredients (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  herbicide_group_id integer NOT NULL REFERENCES herbicide_groups (id),
  chemical_family text NOT NULL,
  -- Common US products carrying it ('Roundup PowerMAX 3'), most used first.
  products text[] NOT NULL DEFAULT '{}',
  -- Order within its group: the most used first (lists and messages name these first).
  rank integer NOT NULL DEFAULT 100
);
CREATE INDEX active_ingredients_group_idx ON active_ingredients (herbicide_group_id);

-- A crop that tolerates an active ingredient by nature, at labelled rates (corn and atrazine).
CREATE TABLE crop_tolerances (
  crop_id integer NOT NULL REFERENCES crops (id),
  active_ingredient_id integer NOT NULL REFERENCES active_ingredients (id),
  PRIMARY KEY (crop_id, active_ingredient_id)
);

-- A trait that makes its crop tolerate an active ingredient (Enlist E3 and 2,4-D).
CREATE TABLE trait_tolerances (
  crop_trait_id integer NOT NULL REFERENCES crop_traits (id),
  active_ingredient_id integer NOT NULL REFERENCES active_ingredients (id),
  PRIMARY KEY (crop_trait_id, active_ingredient_id)
);

-- What each account grows, what its neighbours grow, which traits it tracks and which
-- herbicide groups it uses: the full list is replaced on each save.
CREATE TABLE account_crops (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  crop_id integer NOT NULL REFERENCES crops (id),
  PRIMARY KEY (account_id, crop_id)
);

CREATE TABLE account_neighboring_crops (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  crop_id integer NOT NULL REFERENCES crops (id),
  PRIMARY KEY (account_id, crop_id)
);

CREATE TABLE account_crop_traits (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  crop_trait_id integer NOT NULL REFERENCES crop_traits (id),
  PRIMARY KEY (account_id, crop_trait_id)
);

CREATE TABLE account_herbicide_groups (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  herbicide_group_id integer NOT NULL REFERENCES herbicide_groups (id),
  PRIMARY KEY (account_id, herbicide_group_id)
);

CREATE TABLE tank_mixes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  created_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One name per account, whatever its case: two racing saves cannot both land.
CREATE UNIQUE INDEX tank_mixes_account_name_key ON tank_mixes (account_id, lower(name));

CREATE TABLE tank_mix_groups (
  tank_mix_id bigint NOT NULL REFERENCES tank_mixes (id) ON DELETE CASCADE,
  herbicide_group_id integer NOT NULL REFERENCES herbicide_groups (id),
  PRIMARY KEY (tank_mix_id, herbicide_group_id)
);

-- The actives a grower puts in the tank from a group (dicamba, not the whole of Group 4). A group
-- of the mix with none named here stands for every one of its actives.
CREATE TABLE tank_mix_actives (
  tank_mix_id bigint NOT NULL REFERENCES tank_mixes (id) ON DELETE CASCADE,
  active_ingredient_id integer NOT NULL REFERENCES active_ingredients (id),
  PRIMARY KEY (tank_mix_id, active_ingredient_id)
);
