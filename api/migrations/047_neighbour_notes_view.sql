-- The neighbours module publishes the notes a grower keeps on a neighbour's land (the crop and
-- trait seen there, or a building) for spray safety, which warns of drift onto that crop (issue
-- 37). The account that wrote the note, the land (a field's or a CLU's uuid) and what was noted;
-- the neighbours module alone writes adjacent_traits.
CREATE VIEW neighbour_notes AS
SELECT account_id, adjecent_uuid, crop_id, crop_trait_id, is_building
FROM adjacent_traits;
