-- Row versions of users and roles, and the audit trail (src/server/audit/README.md).
-- Engine tables get their version, dates and soft-delete columns from db/entity-tables.ts.

-- 1 when created, +1 per change: an update made from another version answers 409 (http/row-version.ts).
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE roles ADD COLUMN version integer NOT NULL DEFAULT 1;

-- One entry per write of a row (engine rows, users, roles, later domain rows), written in the
-- transaction of the write. user_name is the author's name at the time (users may be renamed or
-- deleted: no foreign key). entity_id is text so any key fits. changes: [{field, before, after}]
-- of the changed fields only; a secret is {field, before: null, after: null, redacted: true}.
-- agency_id: the agency the row belongs to (agency-scoped rows, agency users), else NULL.
CREATE TABLE audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_name text,
  entity text NOT NULL,
  entity_id text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('create', 'update', 'delete', 'restore')),
  changes jsonb NOT NULL,
  agency_id integer
);
-- Newest first everywhere: one row's history, one entity, one author, one agency, a date range.
CREATE INDEX audit_entries_row_idx ON audit_entries (entity, entity_id, id DESC);
CREATE INDEX audit_entries_entity_idx ON audit_entries (entity, id DESC);
CREATE INDEX audit_entries_user_idx ON audit_entries (user_id, id DESC);
CREATE INDEX audit_entries_agency_idx ON audit_entries (agency_id, id DESC) WHERE agency_id IS NOT NULL;
CREATE INDEX audit_entries_created_at_idx ON audit_entries (created_at);

-- The new permission Audit.AuditLog.ViewList: nobody held it, and a role can only be given
-- permissions its editor holds, so roles that manage permissions get it here (a fresh
-- database's administrator gets it from the catalogue when seeded).
INSERT INTO role_permissions (role_id, permission)
SELECT role_id, 'Audit.AuditLog.ViewList' FROM role_permissions WHERE permission = 'UserManagement.Permissions.Add'
ON CONFLICT DO NOTHING;
