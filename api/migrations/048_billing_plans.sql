-- An account's plan is billing's (issue 37): it moves off accounts into a table billing owns, one
-- row per account, with the values each account has now. Billing writes it (a purchase, a renewal,
-- a Pro year's end, the free trial that activation starts, an account's first plan); the accounts
-- module reads it through the view billing publishes, in the one query that resolves a viewer.
CREATE TABLE billing_plans (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  plan char(1) NOT NULL DEFAULT 'N' CHECK (plan IN ('F', 'B', 'N')),
  -- When plan B ends; null for plans that do not run out.
  expires_at timestamptz
);
-- The lapse sweep and the renewal sweep look for Pro plans by their end.
CREATE INDEX billing_plans_pro_idx ON billing_plans (expires_at) WHERE plan = 'B';

INSERT INTO billing_plans (account_id, plan, expires_at)
SELECT id, subscription_plan, plan_expires_at FROM accounts;

ALTER TABLE accounts DROP COLUMN subscription_plan;
ALTER TABLE accounts DROP COLUMN plan_expires_at;

CREATE VIEW account_plans AS
SELECT account_id, plan, expires_at
FROM billing_plans;
