-- The PDF of an issued invoice or credit note as it was first printed (src/server/invoices/pdf/):
-- later requests answer these bytes, so the document a clerk sent can be shown again exactly
-- (its Total Paid as of that first print). Drafts are never stored. One row per document,
-- written once (INSERT ... ON CONFLICT DO NOTHING): two first requests at once agree.
CREATE TABLE invoice_documents (
  invoice_id integer PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
  pdf bytea NOT NULL,
  sha256 text NOT NULL,
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
