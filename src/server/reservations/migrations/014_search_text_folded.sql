-- The listing's search is accent-insensitive: the stored search text goes through search_fold
-- (engine migration 013: lowercase, accents dropped), as repository.ts now writes it, so
-- 'emilie' finds a passenger 'Émilie'. The trigram index is on the column and stays.
UPDATE reservation_requests SET search_text = search_fold(search_text) WHERE search_text <> search_fold(search_text);
