-- Payments against invoices (src/server/invoice-payments/README.md). A payment changes its invoice's
-- paid_total (and Paid status) in the same transaction.
CREATE TABLE invoice_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- names the payment before it exists: files sent with a new payment wait under it (the documents'
  -- pending uploads) and join it in its transaction; its documents are referenced by it
  payment_guid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  invoice_id integer NOT NULL REFERENCES invoices (id),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  payment_date date NOT NULL,
  payment_account_id integer NOT NULL REFERENCES payment_account (id),
  -- an infra type of type group 12
  payment_type_id integer NOT NULL REFERENCES infra_type (id),
  ref varchar(10),
  notes text,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id) WHERE NOT is_deleted;
CREATE INDEX invoice_payments_list_idx ON invoice_payments (id DESC) WHERE NOT is_deleted;
CREATE INDEX invoice_payments_date_idx ON invoice_payments (payment_date) WHERE NOT is_deleted;
CREATE INDEX invoice_payments_account_idx ON invoice_payments (payment_account_id);
CREATE INDEX invoice_payments_type_idx ON invoice_payments (payment_type_id);
