-- Self-service accounts (src/server/account): e-mail confirmation of signed-up users and the
-- tokens of the confirmation and password-reset links.

-- Every user written before (the demo seed, users added by an administrator) and every user
-- written by code that does not know this column counts as confirmed; only sign-up writes false.
ALTER TABLE users ADD COLUMN email_confirmed boolean NOT NULL DEFAULT true;

-- One row per link sent. Only the SHA-256 of the token is kept, so a copy of the table opens
-- nothing. A link is used at most once (used_at) and only before expires_at.
CREATE TABLE account_tokens (
  token_hash bytea PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_id_idx ON account_tokens (user_id, purpose) WHERE used_at IS NULL;
CREATE INDEX account_tokens_expires_at_idx ON account_tokens (expires_at);
