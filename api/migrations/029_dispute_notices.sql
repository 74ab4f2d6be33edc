-- The disputes each grower has been told of by mail (issue 34): one row per pair of fields of two
-- accounts that overlap past the dispute tolerance, written in the transaction of the change that
-- made them overlap, with the mails to both owners. A later change of either field that keeps the
-- overlap finds the row and mails nothing; a change that ends the overlap removes it, so a dispute
-- that arises again is told again. Deleting either field removes the row.
-- Disputes standing before this migration have no row: they were never told, and the first change
-- of either field that keeps them tells them.
CREATE TABLE dispute_notices (
  field_a uuid NOT NULL REFERENCES fields (uuid) ON DELETE CASCADE,
  field_b uuid NOT NULL REFERENCES fields (uuid) ON DELETE CASCADE,
  told_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (field_a, field_b),
  -- One row per pair, whichever field's change raised it.
  CHECK (field_a < field_b)
);
CREATE INDEX dispute_notices_field_b_idx ON dispute_notices (field_b);
