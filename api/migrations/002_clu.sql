-- Common Land Unit polygons, partitioned into nodes: fixed 0.1° grid cells with a stable id.
-- A field belongs to the node holding a point on its surface, so every field has exactly one.
-- clu_node_id must match nodeOf() in src/modules/clu/grid.ts (a test checks them against each other).
CREATE FUNCTION clu_node_id(point geometry) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (floor((ST_Y(point) + 90) * 10)::integer * 3600) + floor((ST_X(point) + 180) * 10)::integer
$$;

CREATE TABLE clu_fields (
  uuid uuid PRIMARY KEY,
  node_id integer NOT NULL,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  acres numeric(12, 2) NOT NULL,
  state_fips char(2),
  county_fips char(3),
  -- Where the polygon came from (an import file's name, or 'demo'), and its key there:
  -- re-importing the same source updates rows instead of doubling them.
  source text NOT NULL,
  source_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT clu_fields_valid CHECK (ST_IsValid(geom)),
  CONSTRAINT clu_fields_source_key UNIQUE (source, source_key)
);
CREATE INDEX clu_fields_node_idx ON clu_fields (node_id, uuid);
CREATE INDEX clu_fields_geom_idx ON clu_fields USING gist (geom);

-- How many fields each node holds; kept by the writers, read by location-search.
CREATE TABLE clu_nodes (
  id integer PRIMARY KEY,
  field_count integer NOT NULL DEFAULT 0
);
