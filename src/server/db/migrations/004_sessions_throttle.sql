-- Revocable sessions and the login throttle by client and account (auth/sessions.ts, auth/throttle.ts).

-- One row per sign-in; the access token carries its id as `sid`. `revision` grows on insert
-- and on revocation, so every process learns other processes' revocations by polling
-- `revision > last seen`. user_id is SET NULL (not CASCADE) on a user's deletion: the
-- revoked row must stay visible to that polling until it expires.
CREATE SEQUENCE sessions_revision_seq;
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revision bigint NOT NULL DEFAULT nextval('sessions_revision_seq')
);
-- The poll reads revoked rows only: its index holds only them, however many sign-ins happen.
CREATE INDEX sessions_revoked_revision_idx ON sessions (revision) WHERE revoked_at IS NOT NULL;
CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Sign-in attempts per key: `c <client>`, `a <email>`, `ac <client> <email>`. `failures`
-- counts attempts not (yet) proven right; `last_at` is the last counted one.
DROP TABLE login_throttle;
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_last_at_idx ON login_attempts (last_at);
