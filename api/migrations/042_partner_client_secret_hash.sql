-- A confidential partner app's secret is kept as its SHA-256, never as itself: whoever reads the
-- database (a backup, a replica) cannot call the token endpoint as the app. The secrets are 32
-- random bytes, so a plain digest cannot be turned back by guessing; oidc-provider compares a
-- presented secret by hashing it (partners/provider.ts).
ALTER TABLE oauth_clients RENAME COLUMN client_secret TO client_secret_hash;
UPDATE oauth_clients
SET client_secret_hash = 'sha256:' || encode(sha256(convert_to(client_secret_hash, 'UTF8')), 'hex')
WHERE client_secret_hash IS NOT NULL AND client_secret_hash NOT LIKE 'sha256:%';
