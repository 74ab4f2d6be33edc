-- What a grower on plan B notes about the fields beside theirs (spec 3, "Adjacent trait"):
-- the crop and trait a neighbour grows, or that a boundary is a building. The field noted is a
-- free CLU field or another account's field, named by the uuid the map knows it by (a CLU's
-- uuid, or a field's own uuid); the spec spells the column adjecent_uuid, and so do we. Each
-- account keeps one note per field; deleting the account deletes its notes.
CREATE TABLE adjacent_traits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  adjecent_uuid uuid NOT NULL,
  crop_id integer REFERENCES crops (id),
  crop_trait_id integer REFERENCES crop_traits (id),
  is_building boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, adjecent_uuid)
);
CREATE INDEX adjacent_traits_field_idx ON adjacent_traits (adjecent_uuid);

-- Neighbours invited to claim a field: who invited whom to which field, so an invitation can
-- be shown and counted (one address is not mailed about the same field more than once a day).
CREATE TABLE field_invites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  field_uuid uuid NOT NULL,
  inviter_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_invites_field_idx ON field_invites (field_uuid, lower(email));
