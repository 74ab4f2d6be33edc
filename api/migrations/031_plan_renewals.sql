-- A Pro plan bought from now on is a yearly subscription: at the end of its year it renews on
-- the account's card, unless the grower switched it to the free plan (a downgrade, which takes
-- effect at the end of the paid year). Accounts with no row here do not renew: they bought Pro
-- when a year simply ran out (the earlier rule), and keep that.
CREATE TABLE plan_renewals (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages (id),
  renews boolean NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
