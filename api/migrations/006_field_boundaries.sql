-- A field owns its boundary. Until now a claimed field pointed at its CLU polygon (clu_uuid,
-- with the CLU's own uuid as its uuid) and had no geometry: it could not be drawn, edited,
-- merged or disputed. Now it keeps its own copy of the boundary, its acreage, its crop and
-- trait, and remembers the CLU it came from (null for a boundary the grower draws).
ALTER TABLE fields ADD COLUMN geom geometry(MultiPolygon, 4326);
ALTER TABLE fields ADD COLUMN acres numeric(12, 2);
ALTER TABLE fields ADD COLUMN crop_id integer REFERENCES crops (id);
ALTER TABLE fields ADD COLUMN crop_trait_id integer REFERENCES crop_traits (id);
ALTER TABLE fields ADD COLUMN is_building boolean NOT NULL DEFAULT false;

-- Existing claims: the CLU's boundary and acreage, copied; each field gets a uuid of its own.
UPDATE fields f SET geom = c.geom, acres = c.acres, uuid = gen_random_uuid()
FROM clu_fields c WHERE c.uuid = f.clu_uuid;

ALTER TABLE fields ALTER COLUMN geom SET NOT NULL;
ALTER TABLE fields ALTER COLUMN acres SET NOT NULL;
ALTER TABLE fields ADD CONSTRAINT fields_geom_valid CHECK (ST_IsValid(geom) AND NOT ST_IsEmpty(geom));
CREATE INDEX fields_geom_idx ON fields USING gist (geom);
