-- Partner and mobile apps (issue 36): OAuth 2.1 clients registered by staff or a developer, and
-- the authorization server's records (oidc-provider's models: interactions, sessions, grants,
-- codes, access and refresh tokens), each kept until it expires. A grant is one app's access to
-- one user's account; revoking it removes every token issued under it.
CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY,
  -- Only for confidential clients (servers); public ones (mobile, single-page) have none and
  -- must prove themselves with PKCE alone.
  client_secret text,
  name text NOT NULL,
  logo_uri text,
  redirect_uris text[] NOT NULL,
  scopes text[] NOT NULL,
  registered_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oauth_models (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  -- Grants only: whose account and which app, for Connected apps and their last use.
  account_uuid uuid,
  client_id text,
  last_used_at timestamptz,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oauth_models_grant_idx ON oauth_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oauth_models_uid_idx ON oauth_models (uid) WHERE uid IS NOT NULL;
CREATE INDEX oauth_models_account_idx ON oauth_models (account_uuid, client_id) WHERE model = 'Grant';
CREATE INDEX oauth_models_expiry_idx ON oauth_models (expires_at);

-- The authorization server's signing key (RS256), made on first start and shared by every api.
CREATE TABLE oauth_keys (
  kid text PRIMARY KEY,
  jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
