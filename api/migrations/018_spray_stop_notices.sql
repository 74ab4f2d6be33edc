-- A spray's end is told to the neighbours its start was told to: a notice of kind 'stopped'
-- follows the 'started' one (same spray, herbicides and fields), with a growing id like every
-- notice, so a client that resumes after its last id gets the end too.
ALTER TABLE spray_notices
  ADD COLUMN kind text NOT NULL DEFAULT 'started' CHECK (kind IN ('started', 'stopped')),
  ADD COLUMN stopped_at timestamptz;
