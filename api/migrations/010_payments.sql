-- Plans and payments (spec: Pricing Plans, Payment details, Receipt; plans F, B, N).

-- Plan B lasts a year from its purchase; null for plans that do not run out (F, N, and the
-- Pro accounts our team sets up by hand, such as ag retailers).
ALTER TABLE accounts ADD COLUMN plan_expires_at timestamptz;

-- What the Pricing Plans page offers. `package_stripe_id` is the Stripe Price the hosted
-- checkout sells; the test provider only echoes it.
CREATE TABLE packages (
  id integer PRIMARY KEY,
  name text NOT NULL,
  plan char(1) NOT NULL CHECK (plan IN ('B')),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  months integer NOT NULL CHECK (months > 0),
  package_stripe_id text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

INSERT INTO packages (id, name, plan, price_cents, months, package_stripe_id) VALUES
  (1, 'PRO annual', 'B', 2500, 12, 'price_pro_annual');

-- Gift card codes: each prices a package at 0.99. `uses_left` null means unlimited.
CREATE TABLE gift_codes (
  code text PRIMARY KEY CHECK (code = upper(code)),
  price_cents integer NOT NULL DEFAULT 99 CHECK (price_cents >= 0),
  uses_left integer CHECK (uses_left >= 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The card an account verified last, as the payment provider keeps it: the card number itself
-- never reaches our database.
CREATE TABLE payment_cards (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  provider text NOT NULL,
  customer_id text NOT NULL,
  payment_method_id text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now()
);

-- Every successful purchase, once: a request repeated with the same idempotency key finds its
-- row and answers with it instead of charging again.
CREATE TABLE purchases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages (id),
  idempotency_key text NOT NULL,
  amount_cents integer NOT NULL,
  gift_code text REFERENCES gift_codes (code),
  provider text NOT NULL,
  charge_id text NOT NULL,
  invoice_url text NOT NULL,
  plan_expires_at timestamptz NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, idempotency_key)
);
