-- The invoice listing's filters on the request (first check-in, request date; invoices/list.ts):
-- the requests of the range are read from an index on the request (every request: an invoice of a
-- deleted request stays listed, so the live-only indexes of migration 007 do not serve it), and
-- their invoices from the index below, id included, without reading the invoice rows. Before,
-- the count joined a sequential scan of every invoice to one of every request (0.5 s at 1,000,000
-- invoices; tests/bench/invoices.ts).
CREATE INDEX invoices_request_list_idx ON invoices (request_id, id) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_check_in_all_idx ON reservation_requests (first_check_in, id);
CREATE INDEX reservation_requests_created_all_idx ON reservation_requests (created_at, id);
