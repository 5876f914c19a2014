/**
 * The audit log as CSV (`POST /api/audit/export`, the log's search body without its paging):
 * the Audit Log screen's columns (resources/audit/AuditLog.tsx: when, user, entity, row,
 * operation, changed fields; headers checked against its texts by tests/unit/csv-columns.test.ts),
 * newest first, every entry the filters find, in the caller's scope (routes.ts). The entity is
 * its key (`currency`, `invoice`), the row how it is called today, the changed fields their API
 * names (joined in SQL, so the changes themselves are never read); the values before and after
 * stay in the log (a secret's never leave it).
 */
import type { Lang } from '@schema/types.js';
import type { CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import type { AuditedEntities } from './registry.js';
import { entriesStatement, type AuditFilter } from './repository.js';

export const AUDIT_CSV_COLUMNS: CsvColumn[] = [
  { key: 'when', header: { en: 'When', fr: 'Date' } },
  { key: 'user', header: { en: 'User', fr: 'Utilisateur' } },
  { key: 'entity', header: { en: 'Entity', fr: 'Entité' } },
  { key: 'entityId', header: { en: 'Entity ID', fr: "ID de l'entité" } },
  { key: 'row', header: { en: 'Row', fr: 'Ligne' } },
  { key: 'operation', header: { en: 'Operation', fr: 'Opération' } },
  { key: 'fields', header: { en: 'Changed fields', fr: 'Champs modifiés' } },
];

const OPERATIONS: Record<Lang, Record<string, string>> = {
  en: { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored' },
  fr: { create: 'Création', update: 'Modification', delete: 'Suppression', restore: 'Restauration' },
};
const SYSTEM: Record<Lang, string> = { en: 'System', fr: 'Système' };

export async function* auditCsvRows(
  db: Db,
  audited: AuditedEntities,
  filter: AuditFilter,
  lang: Lang,
): AsyncGenerator<Row[]> {
  const { sql, params } = entriesStatement(filter);
  for await (const rows of db.stream(sql, params)) {
    const entries = rows as { entity: string; entityId: string }[];
    const references = await audited.references(db, entries);
    yield rows.map((row, i) => ({
      when: row.when,
      user: row.userName ?? SYSTEM[lang],
      entity: row.entity,
      entityId: row.entityId,
      row: references[i],
      operation: OPERATIONS[lang][String(row.operation)] ?? row.operation,
      fields: row.fields,
    }));
  }
}
