-- Foundation: PostGIS (boundaries arrive with the map work), accounts, users and sessions.
CREATE EXTENSION IF NOT EXISTS postgis;

-- The business a subscription belongs to; named after the farm given at registration.
CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  subscription_plan char(1) NOT NULL DEFAULT 'N' CHECK (subscription_plan IN ('F', 'B', 'N')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE security_questions (
  id integer PRIMARY KEY,
  question text NOT NULL UNIQUE
);

INSERT INTO security_questions (id, question) VALUES
  (1, 'What was the name of your first pet?'),
  (2, 'What is the name of the road you grew up on?'),
  (3, 'What was the make of your first tractor?'),
  (4, 'In what town was your first job?'),
  (5, 'What is your mother''s maiden name?'),
  (6, 'What was the name of your elementary school?');

CREATE TABLE users (
  uuid uuid PRIMARY KEY,
  email text NOT NULL,
  full_name text NOT NULL,
  password_hash text NOT NULL,
  security_question_id integer NOT NULL REFERENCES security_questions (id),
  security_answer_hash text NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id),
  is_active boolean NOT NULL DEFAULT false,
  is_ag_retailer boolean NOT NULL DEFAULT false,
  is_developer boolean NOT NULL DEFAULT false,
  is_staff boolean NOT NULL DEFAULT false,
  legal_notice boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lowercase CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_account_idx ON users (account_id);

-- Which tutorials a user has finished (spec: user_tutorial).
CREATE TABLE user_tutorials (
  user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  farms boolean NOT NULL DEFAULT false,
  herbicides boolean NOT NULL DEFAULT false,
  traits boolean NOT NULL DEFAULT false,
  tank_mix boolean NOT NULL DEFAULT false
);

-- Only a hash of each mailed activation secret is kept; a link works once and expires.
CREATE TABLE activation_tokens (
  user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE refresh_tokens (
  jti uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_uuid);

-- Mail written by the api when no SMTP server is configured (developers read it at /dev/mail/).
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (recipient, id DESC);
