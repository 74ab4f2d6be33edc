-- God mode is attributed: a retailer or staff member working inside a grower's account is named
-- wherever the change is told. A spray already keeps who started it (farm_sprays.started_by, the
-- person at the keyboard); it now keeps who stopped it too, and each notice keeps who did what it
-- tells (the start's actor on a 'started' notice, the stop's on a 'stopped' one), so a neighbour
-- reads "Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms" rather than the grower's name.
-- Rows from before this name nobody (null): they read as the account's own user, as before.
ALTER TABLE farm_sprays ADD COLUMN cleared_by uuid REFERENCES users (uuid) ON DELETE SET NULL;
ALTER TABLE spray_notices ADD COLUMN actor_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL;

-- Staff filter the audit log by the person who acted, as they do by account.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_uuid, id DESC);
