/**
 * The audit trail as the screens read it: `POST /api/audit/get`.
 * - body `{ entity?, entityId?, userId?, fromDate?, toDate?, pageIndex, pageSize }`; empty
 *   filters are left out; `fromDate`/`toDate` are ISO dates, inclusive days;
 * - answer `{ auditEntries: [AuditEntry], paginationModel }`, newest first.
 * The whole log needs `Audit.AuditLog.ViewList`; one row's history (`entity` + `entityId`)
 * only that entity's view permission.
 */
import { fetchJson } from '../http';
import type { PaginationModel } from '../primitives/usePagedList';

export type AuditOperation = 'create' | 'update' | 'delete' | 'restore';

/** One changed field; a secret (password) is `redacted`, its values never sent. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  redacted?: boolean;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601 date-time of the write. */
  dateCreated: string;
  userId: number | null;
  userName: string | null;
  /** Schema `$id` for engine rows, `user`, `role`. */
  entity: string;
  entityId: string;
  /** How the row is called today (a request's reference, a row's title), as its module declares; null when unknown. */
  entityReference?: string | null;
  operation: AuditOperation;
  changes: AuditChange[];
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  userId?: number;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

export interface AuditPage {
  auditEntries: AuditEntry[];
  paginationModel: PaginationModel;
}

/** The request body: the query without its empty filters. */
export function auditBody(query: AuditQuery): AuditQuery {
  const body: AuditQuery = { pageIndex: query.pageIndex, pageSize: query.pageSize };
  if (query.entity) body.entity = query.entity;
  if (query.entityId?.trim()) body.entityId = query.entityId.trim();
  if (query.userId !== undefined && Number.isInteger(query.userId)) body.userId = query.userId;
  if (query.fromDate) body.fromDate = query.fromDate;
  if (query.toDate) body.toDate = query.toDate;
  return body;
}

export const auditApi = {
  get: async (query: AuditQuery) =>
    (await fetchJson<AuditPage>('/audit/get', { method: 'POST', body: auditBody(query) })).body,
};
