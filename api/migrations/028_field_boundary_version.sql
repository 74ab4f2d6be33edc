-- Optimistic concurrency for boundary saves (issue 33). Every write of a field's shape (an edit
-- of its corners, a split, a merge into it) adds one to boundary_version; a save made from a copy
-- opened at another version is refused with 409 and writes nothing, so two people editing one
-- boundary from the same copy cannot silently overwrite each other. New fields start at 1.
ALTER TABLE fields ADD COLUMN boundary_version integer NOT NULL DEFAULT 1;
