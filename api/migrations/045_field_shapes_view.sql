-- Farms publishes its fields' shapes for the modules that find land by where it lies (issue 37):
-- the map's CLU streams, the neighbours around a field, spray safety's drift zone and the map view
-- of boundaries. Each field's boundary with what those joins need — its ids, the account that holds
-- it, its farm (null for a boundary drawn for a neighbour), the CLU it came from, its name, acres,
-- crop, trait, building flag and boundary version — and nothing more. Farms alone writes fields.
-- A view this simple is inlined by PostgreSQL: a query of it is planned as a query of fields, so
-- the spatial and uuid indexes answer as before.
CREATE VIEW field_shapes AS
SELECT uuid, farm_id, account_id, owner_uuid, clu_uuid, name, acres, crop_id, crop_trait_id,
       is_building, boundary_version, geom
FROM fields;
