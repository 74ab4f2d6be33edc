-- A saved version's PDF is kept as the bytes it had when it was saved, with their SHA-256, so a
-- grower or an inspector holding a copy can show it is the file the product keeps: a later
-- version, a new layout of the printed report or a catalogue edit never changes it. That a later
-- version exists is said beside the file (the version list, the print view, the season export),
-- never inside it. Versions saved before this migration get theirs the first time they are printed.
ALTER TABLE report_versions
  ADD COLUMN pdf bytea,
  ADD COLUMN pdf_sha256 text CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$');
