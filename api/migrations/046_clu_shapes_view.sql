-- The CLU module publishes its land units' boundaries for the modules that find land by where it
-- lies (issue 37): the neighbours around a field and spray safety's drift zone. Each unit's uuid,
-- acres and boundary, nothing more; the CLU module alone writes clu_fields. Inlined by
-- PostgreSQL, so the spatial index on clu_fields still answers.
CREATE VIEW clu_shapes AS
SELECT uuid, acres, geom
FROM clu_fields;
