-- A spray's times are read in the time zone of the sprayed fields (IANA name, from tz-lookup
-- when the spray starts), not the reader's: the top bar's 'since' and a neighbour's notice two
-- states away both read the sprayer's hours, as the spray windows are shown. Sprays and notices
-- from before this were told in UTC.
ALTER TABLE farm_sprays ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
ALTER TABLE spray_notices ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
