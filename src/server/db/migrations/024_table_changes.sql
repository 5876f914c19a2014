-- Change counters: how many writing statements each table has seen, bumped in the writing
-- transaction by a statement-level trigger (db/table-changes.ts installs it on every table a list
-- can count). A list remembers the exact total of a question together with the sum of its tables'
-- counters, read in the same snapshot as the count; while that sum has not moved no write to those
-- tables has committed, so the remembered total is still exact, in any process
-- (db/page-and-total.ts). The sum only grows with each committed write: a rolled-back write takes
-- its bump back, and only a list read inside a writing transaction could see an uncommitted one
-- (such reads are never remembered).
--
-- Each table has up to 16 slots, one per backend (pg_backend_pid() % 16): concurrent writers to
-- one table bump different rows instead of queueing on one row lock until commit.
CREATE TABLE table_changes (
  table_name text NOT NULL,
  slot smallint NOT NULL,
  changes bigint NOT NULL,
  PRIMARY KEY (table_name, slot)
);

CREATE FUNCTION count_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes AS c (table_name, slot, changes)
  VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, 1)
  ON CONFLICT (table_name, slot) DO UPDATE SET changes = c.changes + 1;
  RETURN NULL;
END
$$;
