/**
 * The Audit Log screen as a resource, the shape of a schema one (style example 1), shown
 * with `Audit.AuditLog.ViewList`.
 * @example <Resource {...auditLog} /> // list at /audit-log
 */
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { AuditLog } from './AuditLog';

export const AUDIT_LOG_PERMISSION = 'Audit.AuditLog.ViewList';

const menu: BespokeMenu = { group: 'audit', order: 10, labelKey: 'audit.title', permission: AUDIT_LOG_PERMISSION };

export const auditLog = { name: 'audit-log', list: AuditLog, icon: ManageSearchIcon, options: { menu } };

export const auditResources = [auditLog];
