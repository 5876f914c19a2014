-- How many audit entries each entity has, per agency (0: an entry of no agency), kept by the
-- writes themselves: the audit log's total over the whole log, one entity or one agency is then a
-- sum of a few rows, exact in the reader's snapshot, instead of a count of every entry
-- (audit/repository.ts). Every write adds an entry, so a total remembered until the next write
-- (db/page-and-total.ts) would be counted again on almost every visit of a busy log.
-- Slots as in table_changes (migration 024): concurrent writers add to different rows.
CREATE TABLE audit_counts (
  entity text NOT NULL,
  agency_id integer NOT NULL,
  slot smallint NOT NULL,
  entries bigint NOT NULL,
  PRIMARY KEY (entity, agency_id, slot)
);

INSERT INTO audit_counts (entity, agency_id, slot, entries)
SELECT entity, COALESCE(agency_id, 0), 0, count(*) FROM audit_entries GROUP BY 1, 2;

-- The entries a statement added (NEW TABLE) and took away (OLD TABLE), per entity and agency.
CREATE FUNCTION count_audit_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audit_counts AS c (entity, agency_id, slot, entries)
    SELECT entity, COALESCE(agency_id, 0), pg_backend_pid() % 16, count(*) FROM added GROUP BY 1, 2
    ON CONFLICT (entity, agency_id, slot) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO audit_counts AS c (entity, agency_id, slot, entries)
    SELECT entity, COALESCE(agency_id, 0), pg_backend_pid() % 16, -count(*) FROM removed GROUP BY 1, 2
    ON CONFLICT (entity, agency_id, slot) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION clear_audit_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM audit_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER audit_counts_insert AFTER INSERT ON audit_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_audit_entries();
CREATE TRIGGER audit_counts_update AFTER UPDATE ON audit_entries
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_audit_entries();
CREATE TRIGGER audit_counts_delete AFTER DELETE ON audit_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_audit_entries();
CREATE TRIGGER audit_counts_truncate AFTER TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION clear_audit_counts();
