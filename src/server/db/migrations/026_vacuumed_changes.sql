-- What each table's change counter (migration 024) stood at when it was last vacuumed and analysed
-- by the server's own maintenance (db/maintenance.ts; PGlite runs no autovacuum daemon): at start a
-- table whose counter has not moved since is left alone, so an unchanged database is not vacuumed
-- again at every start.
CREATE TABLE vacuumed_changes (
  table_name text PRIMARY KEY,
  changes bigint NOT NULL
);
