-- The listing's search finds a reference as the screens show it (`ORS-AZV-FIT-000012`): the
-- search text now starts with the supplier initial and a dash (repository.ts, searchTextOf).
UPDATE reservation_requests
   SET search_text = lower(supplier_initial || '-') || search_text
 WHERE search_text NOT LIKE lower(supplier_initial || '-') || '%';
