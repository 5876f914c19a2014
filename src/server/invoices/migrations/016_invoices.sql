-- Invoices and credit notes (src/server/invoices/README.md). Money is numeric, computed in SQL.
-- An invoice without a number is a draft (Pending, or Amended when its request changed): rows editable. Issuing it gives it the next number of a
-- gapless series per document type and calendar year, its issue and due dates, and locks its rows
-- and totals (the API refuses changes; corrections are credit notes, rows negated).

CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_type varchar(12) NOT NULL DEFAULT 'invoice' CHECK (document_type IN ('invoice', 'creditNote')),
  request_id integer NOT NULL REFERENCES reservation_requests (id),
  -- the request's agency, kept on the invoice: the agency scope and the agency filter read it without a join
  agency_id integer NOT NULL REFERENCES agency (id),
  -- a credit note's invoice
  corrects_invoice_id integer REFERENCES invoices (id),
  -- an amended issued invoice: the draft that replaced it (its credit note cancels this one)
  replaced_by_invoice_id integer REFERENCES invoices (id),
  -- 0 Pending .. 7 Paid (src/domain/finance/invoice-statuses.ts)
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 7),
  currency_id integer REFERENCES currency (id),
  -- null until issued; then {prefix}-{YYYY}-{NNNNN}
  number varchar(40),
  number_year smallint,
  number_sequence integer,
  issue_date date,
  due_date date,
  -- the sums of the rows, kept by the writing transaction (invoices/totals.ts)
  system_total numeric(14, 2) NOT NULL DEFAULT 0,
  subtotal numeric(14, 2) NOT NULL DEFAULT 0,
  tax_total numeric(14, 2) NOT NULL DEFAULT 0,
  grand_total numeric(14, 2) NOT NULL DEFAULT 0,
  -- the sum of the live payments, kept by the payment's transaction
  paid_total numeric(14, 2) NOT NULL DEFAULT 0,
  -- a clerk chose the status: it stands until the next payment change
  status_set_by_hand boolean NOT NULL DEFAULT false,
  note text,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  CHECK ((number IS NULL) = (issue_date IS NULL)),
  CHECK (document_type = 'invoice' OR corrects_invoice_id IS NOT NULL)
);
CREATE UNIQUE INDEX invoices_number_key ON invoices (document_type, number_year, number_sequence) WHERE number IS NOT NULL;
-- One invoice stands for a request at a time: a cancelled or replaced one makes room for the next.
CREATE UNIQUE INDEX invoices_live_per_request_key ON invoices (request_id)
  WHERE document_type = 'invoice' AND NOT is_deleted AND status <> 3 AND replaced_by_invoice_id IS NULL;
CREATE INDEX invoices_request_idx ON invoices (request_id);
CREATE INDEX invoices_corrects_idx ON invoices (corrects_invoice_id) WHERE corrects_invoice_id IS NOT NULL;
-- The listing: newest first, for everyone or one agency; the filters.
CREATE INDEX invoices_list_idx ON invoices (id DESC) WHERE NOT is_deleted;
CREATE INDEX invoices_agency_list_idx ON invoices (agency_id, id DESC) WHERE NOT is_deleted;
CREATE INDEX invoices_status_idx ON invoices (status, id DESC) WHERE NOT is_deleted;
CREATE INDEX invoices_due_idx ON invoices (due_date) WHERE NOT is_deleted AND number IS NOT NULL;

CREATE TABLE invoice_rows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  -- system rows come from the request (rooms, services, transport); manual rows from a clerk
  is_manual_row boolean NOT NULL DEFAULT false,
  -- an extra service (infra type of type group 10) for a manual row
  service_id integer REFERENCES infra_type (id),
  description text NOT NULL DEFAULT '',
  quantity numeric(10, 2) NOT NULL CHECK (quantity <> 0),
  fee numeric(14, 2) NOT NULL,
  tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tax_rate BETWEEN 0 AND 100),
  -- round half away from zero, as src/domain/finance/money.ts
  subtotal numeric(14, 2) GENERATED ALWAYS AS (round(fee * quantity, 2)) STORED
);
CREATE INDEX invoice_rows_invoice_idx ON invoice_rows (invoice_id, position);
CREATE INDEX invoice_rows_service_idx ON invoice_rows (service_id);

-- The last number given per document type and year: the issuing transaction takes the row's lock
-- (INSERT ... ON CONFLICT DO UPDATE), so two issues at once wait in turn and a rollback gives the
-- number back: the series has no gap and no twin.
CREATE TABLE invoice_number_series (
  document_type varchar(12) NOT NULL,
  year smallint NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (document_type, year)
);
