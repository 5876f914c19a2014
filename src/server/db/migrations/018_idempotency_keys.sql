-- Idempotency keys of writes that take an `Idempotency-Key` header: the first answer is kept and
-- answered again for the same key and body; the same key with another body is refused (422).
CREATE TABLE idempotency_keys (
  scope varchar(100) NOT NULL,
  key varchar(200) NOT NULL,
  user_id integer,
  body_hash char(64) NOT NULL,
  status smallint NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
