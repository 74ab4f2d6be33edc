-- A field in a county whose Bulletins Live! Two bulletin sets endangered-species measures for
-- the products sprayed there: the grower switches them on for the field, and the spray tools
-- then keep the measures' larger buffers (api/src/modules/spray/labels.json, dicamba-esa).
ALTER TABLE fields ADD COLUMN endangered_species_measures boolean NOT NULL DEFAULT false;
