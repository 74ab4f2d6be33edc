-- A node's geometry version (issue 38): a fingerprint of its fields' boundaries, so a browser that
-- kept a node's fields can ask whether they are still current and be sent only the live facts
-- (claims, neighbours) when they are. Written by every recount (after an import or a generator
-- run); the same fields give the same version, so a re-import that changes nothing keeps it.
ALTER TABLE clu_nodes ADD COLUMN geometry_version integer NOT NULL DEFAULT 0;

UPDATE clu_nodes SET geometry_version = v.version
FROM (
  SELECT node_id,
         ('x' || left(md5(string_agg(uuid::text || md5(ST_AsBinary(geom)), ',' ORDER BY uuid)), 8))::bit(32)::integer AS version
  FROM clu_fields GROUP BY node_id
) AS v
WHERE v.node_id = clu_nodes.id;
