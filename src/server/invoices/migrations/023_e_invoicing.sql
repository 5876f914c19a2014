-- E-invoicing. `vat_regime`: the tenant's VAT regime when the document was issued ('margin': the
-- travel agents' margin scheme, no VAT on the invoice; 'standard': each row's rate), so that its
-- electronic form says what its PDF said even after the setting changes; null for drafts and for
-- documents issued before it was kept (read as the current setting).
-- `cii_xml`: the CII XML of an issued document, made with its stored PDF (same moment, same
-- figures: Total Paid as of that first print) and answered as it was ever after.
ALTER TABLE invoices ADD COLUMN vat_regime text CHECK (vat_regime IN ('margin', 'standard'));
ALTER TABLE invoice_documents ADD COLUMN cii_xml text;
