-- The receivables ledger (src/server/ledger/README.md): what each agency owes, as an append-only
-- journal of documents (an issued invoice, a credit note, a payment received, a refund paid out)
-- and of allocations (which payment or credit note settles which invoice or refund, for how much).
-- Rows are never updated or deleted: a changed or deleted payment is undone by reversal rows.
-- Every figure of money owed is read through the functions at the end of this file, nowhere else.

CREATE TABLE ledger_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agency_id integer NOT NULL REFERENCES agency (id),
  currency_id integer REFERENCES currency (id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  refund_date date NOT NULL,
  payment_account_id integer NOT NULL REFERENCES payment_account (id),
  -- an infra type of type group 12, as a payment's
  payment_type_id integer NOT NULL REFERENCES infra_type (id),
  ref varchar(10),
  notes text,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_refunds_agency_idx ON ledger_refunds (agency_id, refund_date);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agency_id integer NOT NULL REFERENCES agency (id),
  currency_id integer REFERENCES currency (id),
  entry_date date NOT NULL,
  kind varchar(12) NOT NULL CHECK (kind IN ('invoice', 'creditNote', 'payment', 'refund')),
  -- the document: an invoice or credit note, a payment or a refund
  invoice_id integer REFERENCES invoices (id),
  payment_id integer REFERENCES invoice_payments (id),
  refund_id integer REFERENCES ledger_refunds (id),
  -- what the agency owes more (+: invoice, refund) or less (-: credit note, payment)
  amount numeric(14, 2) NOT NULL,
  -- a reversal: the entry it cancels (same document, opposite amount, same date)
  reverses_entry_id bigint REFERENCES ledger_entries (id),
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(invoice_id, payment_id, refund_id) = 1)
);
CREATE INDEX ledger_entries_agency_idx ON ledger_entries (agency_id, entry_date);
CREATE INDEX ledger_entries_invoice_idx ON ledger_entries (invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX ledger_entries_payment_idx ON ledger_entries (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_entries_reverses_idx ON ledger_entries (reverses_entry_id) WHERE reverses_entry_id IS NOT NULL;
CREATE INDEX ledger_entries_refund_idx ON ledger_entries (refund_id) WHERE refund_id IS NOT NULL;

CREATE TABLE ledger_allocations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agency_id integer NOT NULL REFERENCES agency (id),
  currency_id integer REFERENCES currency (id),
  -- the later of the two documents' dates (Odoo's partial reconcile): as of an earlier date the
  -- credit was still on account and the invoice still open
  allocation_date date NOT NULL,
  -- what is settled: an invoice, or a refund paid out of the agency's credit
  invoice_id integer REFERENCES invoices (id),
  refund_id integer REFERENCES ledger_refunds (id),
  -- what settles it: a payment, or a credit note
  payment_id integer REFERENCES invoice_payments (id),
  credit_note_id integer REFERENCES invoices (id),
  -- positive allocates, negative undoes (a reversal)
  amount numeric(14, 2) NOT NULL CHECK (amount <> 0),
  reverses_allocation_id bigint REFERENCES ledger_allocations (id),
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(invoice_id, refund_id) = 1),
  CHECK (num_nonnulls(payment_id, credit_note_id) = 1)
);
CREATE INDEX ledger_allocations_invoice_idx ON ledger_allocations (invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX ledger_allocations_payment_idx ON ledger_allocations (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_allocations_credit_note_idx ON ledger_allocations (credit_note_id) WHERE credit_note_id IS NOT NULL;
CREATE INDEX ledger_allocations_refund_idx ON ledger_allocations (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX ledger_allocations_reverses_idx ON ledger_allocations (reverses_allocation_id)
  WHERE reverses_allocation_id IS NOT NULL;
CREATE INDEX ledger_allocations_agency_idx ON ledger_allocations (agency_id, allocation_date);

-- Append-only: an UPDATE, DELETE or TRUNCATE of the journal fails.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The receivables ledger is append-only: % on % refused (write a reversal)', TG_OP, TG_TABLE_NAME;
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_allocations_append_only BEFORE UPDATE OR DELETE ON ledger_allocations
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_allocations_no_truncate BEFORE TRUNCATE ON ledger_allocations
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- ---------------------------------------------------------------------------------------------
-- Existing databases: every issued invoice and credit note, every live payment gets its entry;
-- allocations in date order per invoice (payments and the credit notes correcting it, each up to
-- what is left), the rest of a payment or credit note is the agency's credit on account.
-- The balances that change are listed in ledger_migration_log (logged once at the next start).

CREATE TABLE ledger_migration_log (
  invoice_id integer PRIMARY KEY,
  number varchar(40) NOT NULL,
  before_balance numeric(14, 2) NOT NULL,
  after_balance numeric(14, 2) NOT NULL,
  logged boolean NOT NULL DEFAULT false
);

INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, invoice_id, amount, created_by, created_at)
SELECT agency_id, currency_id, issue_date, document_type, id, grand_total, created_by, created_at
  FROM invoices WHERE number IS NOT NULL AND NOT is_deleted ORDER BY issue_date, id;

INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, payment_id, amount, created_by, created_at)
SELECT i.agency_id, i.currency_id, p.payment_date, 'payment', p.id, -p.amount, p.created_by, p.created_at
  FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
 WHERE NOT p.is_deleted AND p.amount > 0 AND i.number IS NOT NULL AND NOT i.is_deleted
 ORDER BY p.payment_date, p.id;

WITH claims AS (
  SELECT i.id AS invoice_id, i.agency_id, i.currency_id, i.grand_total, i.issue_date,
         p.id AS payment_id, NULL::integer AS credit_note_id, p.amount, p.payment_date AS source_date, p.id AS n
    FROM invoices i JOIN invoice_payments p ON p.invoice_id = i.id AND NOT p.is_deleted AND p.amount > 0
   WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
  UNION ALL
  SELECT i.id, i.agency_id, i.currency_id, i.grand_total, i.issue_date,
         NULL, c.id, -c.grand_total, c.issue_date, c.id
    FROM invoices i JOIN invoices c ON c.corrects_invoice_id = i.id AND c.number IS NOT NULL AND NOT c.is_deleted
   WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND c.grand_total < 0),
ordered AS (
  SELECT *, COALESCE(sum(amount) OVER (PARTITION BY invoice_id ORDER BY source_date, n
                                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM claims),
allocated AS (
  SELECT *, LEAST(amount, GREATEST(grand_total - before, 0)) AS allocation FROM ordered)
INSERT INTO ledger_allocations (agency_id, currency_id, allocation_date, invoice_id, payment_id, credit_note_id, amount)
SELECT agency_id, currency_id, GREATEST(source_date, issue_date), invoice_id, payment_id, credit_note_id, allocation
  FROM allocated WHERE allocation > 0
 ORDER BY GREATEST(source_date, issue_date), invoice_id, n;

-- ---------------------------------------------------------------------------------------------
-- The one definition of money owed.

-- Each invoice and credit note as it stands at `as_of` (NULL: every entry so far): its amount,
-- what payments and credit notes settled of it (an invoice), and its balance: what the agency
-- still owes on an invoice, or (negative) what a credit note still credits on account. A draft
-- (no number, no entry yet) stands at what its issue would post, and only when `as_of` is NULL;
-- a cancelled or deleted draft at nothing (it will never be a claim).
-- Inlined by the planner, the sums grouped by agency and document: a filter on document_id or
-- agency_id (a constant, or an outer row's column in a subquery kept apart with OFFSET 0) reaches
-- the sums through the join keys, so one document reads its own rows by index and one agency its
-- own rows by the agency index, in one pass each (hash joins), however large the ledger.
CREATE FUNCTION ledger_documents(as_of date)
RETURNS TABLE (document_id integer, agency_id integer, currency_id integer, document_type varchar,
               issue_date date, due_date date, amount numeric, paid numeric, credited numeric, balance numeric)
LANGUAGE sql STABLE AS $$
  SELECT i.id, i.agency_id, i.currency_id, i.document_type, i.issue_date, i.due_date, t.amount,
         COALESCE(s.paid, 0), COALESCE(s.credited, 0),
         CASE WHEN i.document_type = 'invoice' THEN t.amount - COALESCE(s.paid, 0) - COALESCE(s.credited, 0)
              ELSE t.amount + COALESCE(u.used, 0) END
    FROM invoices i
    LEFT JOIN (SELECT x.agency_id, x.invoice_id, sum(x.amount) AS amount FROM ledger_entries x
                WHERE x.invoice_id IS NOT NULL AND (as_of IS NULL OR x.entry_date <= as_of)
                GROUP BY x.agency_id, x.invoice_id) e ON e.agency_id = i.agency_id AND e.invoice_id = i.id
    LEFT JOIN (SELECT a.agency_id, a.invoice_id,
                      sum(a.amount) FILTER (WHERE a.payment_id IS NOT NULL) AS paid,
                      sum(a.amount) FILTER (WHERE a.credit_note_id IS NOT NULL) AS credited
                 FROM ledger_allocations a
                WHERE a.invoice_id IS NOT NULL AND (as_of IS NULL OR a.allocation_date <= as_of)
                GROUP BY a.agency_id, a.invoice_id) s ON s.agency_id = i.agency_id AND s.invoice_id = i.id
    LEFT JOIN (SELECT a.agency_id, a.credit_note_id, sum(a.amount) AS used FROM ledger_allocations a
                WHERE a.credit_note_id IS NOT NULL AND (as_of IS NULL OR a.allocation_date <= as_of)
                GROUP BY a.agency_id, a.credit_note_id) u ON u.agency_id = i.agency_id AND u.credit_note_id = i.id
    CROSS JOIN LATERAL (SELECT CASE WHEN i.number IS NOT NULL THEN COALESCE(e.amount, 0)
                                    WHEN i.status = 3 OR i.is_deleted THEN 0 ELSE i.grand_total END AS amount) t
   WHERE as_of IS NULL OR i.issue_date <= as_of
$$;

-- Each payment at `as_of`: its amount (after reversals) and what of it is not allocated. Its agency
-- and currency are its invoice's; the sums grouped by agency and payment, as ledger_documents'.
CREATE FUNCTION ledger_payments(as_of date)
RETURNS TABLE (payment_id integer, agency_id integer, currency_id integer, payment_date date, amount numeric,
               allocated numeric, unallocated numeric)
LANGUAGE sql STABLE AS $$
  SELECT p.id, i.agency_id, i.currency_id, p.payment_date, -COALESCE(e.amount, 0), COALESCE(s.allocated, 0),
         -COALESCE(e.amount, 0) - COALESCE(s.allocated, 0)
    FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
    LEFT JOIN (SELECT x.agency_id, x.payment_id, sum(x.amount) AS amount FROM ledger_entries x
                WHERE x.payment_id IS NOT NULL AND (as_of IS NULL OR x.entry_date <= as_of)
                GROUP BY x.agency_id, x.payment_id) e ON e.agency_id = i.agency_id AND e.payment_id = p.id
    LEFT JOIN (SELECT a.agency_id, a.payment_id, sum(a.amount) AS allocated FROM ledger_allocations a
                WHERE a.payment_id IS NOT NULL AND (as_of IS NULL OR a.allocation_date <= as_of)
                GROUP BY a.agency_id, a.payment_id) s ON s.agency_id = i.agency_id AND s.payment_id = p.id
$$;

-- Each agency's account per currency at `as_of`: the balance (what it owes, all entries), the
-- credit on account (payments and credit notes not allocated), and the open invoices and refunds
-- (balance + credit on account).
CREATE FUNCTION ledger_accounts(as_of date)
RETURNS TABLE (agency_id integer, currency_id integer, balance numeric, credit_on_account numeric,
               invoices_open numeric)
LANGUAGE sql STABLE AS $$
  SELECT t.agency_id, t.currency_id, sum(t.owed), sum(t.credit), sum(t.owed) + sum(t.credit)
    FROM (SELECT x.agency_id, x.currency_id, x.amount AS owed,
                 CASE WHEN x.kind IN ('payment', 'creditNote') THEN -x.amount ELSE 0 END AS credit
            FROM ledger_entries x WHERE as_of IS NULL OR x.entry_date <= as_of
          UNION ALL
          SELECT a.agency_id, a.currency_id, 0, -a.amount
            FROM ledger_allocations a WHERE as_of IS NULL OR a.allocation_date <= as_of) t
   GROUP BY t.agency_id, t.currency_id
$$;

INSERT INTO ledger_migration_log (invoice_id, number, before_balance, after_balance)
SELECT i.id, i.number, i.grand_total - i.paid_total, d.balance
  FROM invoices i JOIN ledger_documents(NULL) d ON d.document_id = i.id
 WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND d.balance <> i.grand_total - i.paid_total;

-- The paid total is read from the ledger from now on: the stored copy goes, so nothing can read it.
ALTER TABLE invoices DROP COLUMN paid_total;
