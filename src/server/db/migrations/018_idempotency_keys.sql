-- Idempotency keys of writes that take an `Idempotency-Key` header (src/server/http/idempotency.ts):
-- the first answer is kept and answered again for the same key and body; the same key with another
-- body is refused (422). The row is inserted by the first request's own transaction before its work
-- and filled with its answer before it commits: a twin sent meanwhile waits on the row, then reads
-- the committed answer (or, if the first failed and rolled back, does the work itself).
CREATE TABLE idempotency_keys (
  -- the route, e.g. 'POST /api/finance/invoicepayment/add'
  scope varchar(100) NOT NULL,
  -- who sent it (0: nobody signed in): one user's key never answers another user's request
  user_id integer NOT NULL DEFAULT 0,
  key varchar(200) NOT NULL,
  -- sha256 (hex) of the body as the route read it, keys sorted
  body_hash char(64) NOT NULL,
  status smallint NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, user_id, key)
);
-- Keys expire after 24 hours: removed by the next keyed write.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
