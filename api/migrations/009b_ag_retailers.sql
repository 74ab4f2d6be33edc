-- Ag retailer relations (spec: Ag retailer page, invite notice, god mode) and confirmed
-- e-mail changes.

-- A grower account that gave an ag retailer access: the retailer lists it, and may enter it in
-- god mode while this row exists. Removing the row ends that access at once.
CREATE TABLE ag_retailer_relations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grower_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  retailer_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  -- When the retailer last entered the account in god mode (shown to the grower).
  last_entered_at timestamptz,
  CONSTRAINT ag_retailer_relations_pair_key UNIQUE (grower_uuid, retailer_uuid),
  CONSTRAINT ag_retailer_relations_not_self CHECK (grower_uuid <> retailer_uuid)
);
CREATE INDEX ag_retailer_relations_retailer_idx ON ag_retailer_relations (retailer_uuid, id);

-- A mailed invitation to relate a grower and a retailer, sent by either. Only a hash of the
-- mailed secret is kept; it works once and expires.
CREATE TABLE ag_retailer_invites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  grower_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  retailer_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  invited_by uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX ag_retailer_invites_pair_idx ON ag_retailer_invites (grower_uuid, retailer_uuid);

-- A new e-mail address waiting to be confirmed from the link mailed to it; one per user.
CREATE TABLE email_changes (
  user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
