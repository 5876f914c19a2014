-- The lists' search is case- and accent-insensitive ('emilie' finds 'Émilie', 'lodz' finds 'Łódź'):
-- the searched text and the typed text both go through search_fold, and the trigram indexes are
-- built on search_fold(...) of the searched columns (db/entity-tables.ts, the reservations' search_text).
--
-- One function of the engine's own, the same on PGlite and on a PostgreSQL server, rather than the
-- `unaccent` extension: PGlite ships it, but it is STABLE (an index needs a wrapper that claims
-- otherwise), it would be loaded into the PGlite worker at every start, its rules file differs between
-- PostgreSQL versions, and a managed server may not offer it. A translate() over every accented
-- Latin letter was tried: its linear walk over ~500 letters made it 30 times slower than lower().
--
-- lower; canonical decomposition (é → e + U+0301) and the combining marks dropped; then the letters
-- that do not decompose (ł ø đ ħ ı ŀ ŧ ð ĸ ſ) and the ligatures (æ œ ß þ). Both cases are listed, so
-- the result does not depend on the database's LC_CTYPE (lower() folds only ASCII under "C").
-- IMMUTABLE: indexes are built on it. Changing the body later needs a migration that also rebuilds
-- those indexes (REINDEX), or old rows keep their old folding.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      translate(
        regexp_replace(normalize(lower($1), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
        'łŁøØđĐħĦıŀĿŧŦðÐĸſ', 'llooddhhillttddks'),
      'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'ß', 'ss'), 'ẞ', 'ss'), 'þ', 'th'), 'Þ', 'th'), 'ĳ', 'ij'), 'Ĳ', 'ij')
  $$;
