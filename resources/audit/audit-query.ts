/**
 * The Audit Log's filters as the screen keeps them (strings, '' = any) and the query they make
 * (`POST /api/audit/get`); pure, no React.
 */
import type { AuditQuery } from '@admin/audit/audit-api';

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  userId?: string;
  fromDate?: string;
  toDate?: string;
}

/** The filters' names, each kept in the Audit Log's URL (`/audit-log?entity=country&userId=3`). */
export const AUDIT_FILTERS = ['entity', 'entityId', 'userId', 'fromDate', 'toDate'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @example auditQuery({ entity: 'user', userId: '3', fromDate: '2026-01-01' }, 2, 10)
 * // { entity: 'user', userId: 3, fromDate: '2026-01-01', pageIndex: 2, pageSize: 10 }
 */
export function auditQuery(filters: AuditFilters, page: number, perPage: number): AuditQuery {
  const query: AuditQuery = { pageIndex: page, pageSize: perPage };
  if (filters.entity) query.entity = filters.entity;
  if (filters.entityId?.trim()) query.entityId = filters.entityId.trim();
  if (filters.userId && /^\d+$/.test(filters.userId)) query.userId = Number(filters.userId);
  if (filters.fromDate && ISO_DATE.test(filters.fromDate)) query.fromDate = filters.fromDate;
  if (filters.toDate && ISO_DATE.test(filters.toDate)) query.toDate = filters.toDate;
  return query;
}
