-- Farms and the fields growers claim from the CLU map. A farm belongs to an account (the
-- business); its first farm is named after the farm given at registration. A field claimed
-- from a CLU keeps the CLU's uuid, and a CLU can be claimed once (clu_uuid is unique).
CREATE TABLE farms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX farms_account_idx ON farms (account_id);

CREATE TABLE fields (
  uuid uuid PRIMARY KEY,
  farm_id bigint NOT NULL REFERENCES farms (id) ON DELETE CASCADE,
  -- The person who claimed it: neighbours allowed to see owners see this name and e-mail.
  owner_uuid uuid NOT NULL REFERENCES users (uuid),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  clu_uuid uuid UNIQUE REFERENCES clu_fields (uuid),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fields_farm_idx ON fields (farm_id);
