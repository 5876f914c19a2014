-- The invoice listing's filters (invoices/list.ts): the number "contains" by the trigram index,
-- and the document type (a few credit notes among many invoices) newest first.
CREATE INDEX invoices_number_trgm_idx ON invoices USING gin (number gin_trgm_ops) WHERE number IS NOT NULL;
CREATE INDEX invoices_type_list_idx ON invoices (document_type, id DESC) WHERE NOT is_deleted;
