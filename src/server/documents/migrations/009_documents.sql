-- Documents attached to a row: a reservation request's vouchers and tickets today, an
-- invoice's or a payment's later. The reference is a kind and an id as text (a request's guid,
-- an invoice's number): no foreign key, the kind's resolver (src/server/documents) checks that
-- the row exists and who may reach it. The bytes live in `files` (owner 'document', owner_id =
-- documents.id), written with the document in one transaction.
-- A deleted document keeps its row (deleted_at, deleted_by) so its audit history still names the
-- reference it belonged to; its bytes are removed.
CREATE TABLE documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference_kind varchar(40) NOT NULL,
  reference_id varchar(100) NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_by integer REFERENCES users (id) ON DELETE SET NULL,
  deleted_at timestamptz
);
-- The listing and the count of live documents of one reference (at most 50, counted under a lock).
CREATE INDEX documents_reference_idx ON documents (reference_kind, reference_id, id) WHERE deleted_at IS NULL;
CREATE INDEX documents_created_by_idx ON documents (created_by);
CREATE INDEX documents_deleted_by_idx ON documents (deleted_by);
