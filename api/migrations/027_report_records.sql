-- A saved version of an Application Summary Report is a record kept for inspectors and drift
-- complaints (7 CFR 110.3; 40 CFR 171.303(b)(7)): what it prints is frozen when it is saved.
-- `printed` holds everything the PDF and the print view draw besides the form and the field's
-- boundary: the fields around it with their crops and traits as they were, the drift zone, the
-- field's state, county and centre, and each product's restricted-use mark and label as of that
-- day. Versions saved before this migration get theirs the first time they are printed.
ALTER TABLE report_versions ADD COLUMN printed jsonb;

-- Restricted-use products (RUP) among those the report form offers. Sources: EPA, Restricted Use
-- Products (RUP) Report; atrazine is restricted for all uses (40 CFR 152.175); the over-the-top
-- dicamba labels (Engenia, XtendiMax, FeXapan, Stryax, Tavium) are "Restricted Use Pesticide"
-- and add their own record-keeping (`record_rule` 'dicamba-ott': start and end times, wind and
-- temperature at boom height at start and finish, carrier volume, ground speed, nozzle and
-- pressure, tank-mix partners and adjuvants, the downwind buffer, and the sensitive-crop
-- registry check).
ALTER TABLE product_registrations
  ADD COLUMN restricted_use boolean NOT NULL DEFAULT false,
  ADD COLUMN record_rule text CHECK (record_rule IN ('dicamba-ott'));

UPDATE product_registrations SET restricted_use = true
WHERE product_name IN ('AAtrex 4L', 'Engenia', 'XtendiMax', 'FeXapan', 'Stryax', 'Tavium');

UPDATE product_registrations SET record_rule = 'dicamba-ott'
WHERE product_name IN ('Engenia', 'XtendiMax', 'FeXapan', 'Stryax', 'Tavium');

-- The farm a report's field was in when it was saved, so a farm's season of records can be
-- exported; a field deleted later keeps its reports in the farm.
ALTER TABLE reports ADD COLUMN farm_id bigint REFERENCES farms (id) ON DELETE SET NULL;
UPDATE reports r SET farm_id = f.farm_id FROM fields f WHERE f.uuid = r.field_uuid;
CREATE INDEX reports_farm_idx ON reports (farm_id);
