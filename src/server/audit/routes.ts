/**
 * `POST /api/audit/get {entity?, entityId?, userId?, fromDate?, toDate?, pageIndex, pageSize}` →
 * `{auditEntries: [...], paginationModel}`, newest first.
 * - The whole log (any filters): `Audit.AuditLog.ViewList`. An agency user holding it reads only
 *   the entries of its agency's rows.
 * - One row's history (`entity` and `entityId`): that permission, or the entity's view
 *   permission (registry.ts). For agency-owned rows an agency user reads only its agency's
 *   (another agency's row answers 404 like a missing one).
 * The route's permission is "any of" those, so a caller holding none gets 403 before its body is read.
 * Each entry carries `entityReference`, how its row is called (the entity's `referencesOf`).
 * `POST /api/audit/export` takes the same body (paging ignored), the same rules: every entry as CSV (export.ts).
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { PERMISSIONS } from '@domain/permissions.js';
import { INT_MAX } from '@domain/int-bounds.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@domain/paging.js';
import { currentUser } from '../auth/route-permissions.js';
import type { Db } from '../db/types.js';
import { forbidden, LocalizedValidationError, notFound } from '../errors.js';
import { paginationModel } from '../http/paging.js';
import { sendCsv, csvAnswer, exportRouteSchema } from '../csv/index.js';
import { AUDIT_CSV_COLUMNS, auditCsvRows } from './export.js';
import { readAuditQuery } from './input.js';
import { listEntries, type AuditFilter } from './repository.js';

export const AUDIT_PERMISSION = PERMISSIONS.Audit.AuditLog.ViewList;

const problem = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
  },
  required: ['type', 'title', 'status', 'detail'],
};
const int = { type: 'integer' };
const anyValue = { description: 'a JSON value (null when absent)' };

/** The route schema: the body read by input.ts and the answer. */
export const auditRouteSchema: FastifySchema = {
  body: {
    type: 'object',
    properties: {
      entity: { type: 'string', maxLength: 100, description: 'a schema $id (payment-account), user or role' },
      entityId: {
        type: ['string', 'integer'],
        maxLength: 100,
        description: "the row id; with entity: one row's history",
      },
      userId: { type: 'integer', minimum: 1, maximum: INT_MAX, description: 'who made the change' },
      fromDate: { type: 'string', description: 'YYYY-MM-DD (from the start of that day, UTC) or an ISO date-time' },
      toDate: { type: 'string', description: 'YYYY-MM-DD (to the end of that day, UTC) or an ISO date-time' },
      pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: INT_MAX,
        default: DEFAULT_PAGE_SIZE,
        description: `capped at ${MAX_PAGE_SIZE}`,
      },
    },
    additionalProperties: true,
  },
  response: {
    200: {
      type: 'object',
      required: ['auditEntries', 'paginationModel'],
      properties: {
        auditEntries: {
          type: 'array',
          items: {
            type: 'object',
            required: [
              'id',
              'dateCreated',
              'userId',
              'userName',
              'entity',
              'entityId',
              'entityReference',
              'operation',
              'changes',
            ],
            properties: {
              id: int,
              dateCreated: { type: 'string', format: 'date-time' },
              userId: { type: ['integer', 'null'] },
              userName: { type: ['string', 'null'], description: "the author's name at the time" },
              entity: { type: 'string' },
              entityId: { type: 'string' },
              entityReference: {
                type: ['string', 'null'],
                description: "how the row is called today (a request's reference, a row's title); null when unknown",
              },
              operation: { type: 'string', enum: ['create', 'update', 'delete', 'restore'] },
              changes: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['field', 'before', 'after'],
                  properties: {
                    field: { type: 'string', description: 'the property as the API names it' },
                    before: anyValue,
                    after: anyValue,
                    redacted: { type: 'boolean', description: 'a secret (password): only that it changed' },
                  },
                },
              },
            },
          },
        },
        paginationModel: {
          type: 'object',
          properties: {
            pageIndex: int,
            pageSize: int,
            currentPageRecords: int,
            startIndex: int,
            endIndex: int,
            totalRecords: int,
          },
        },
      },
    },
    400: {
      type: 'object',
      properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
      required: ['errors'],
    },
    401: problem,
    403: problem,
    404: problem,
    500: problem,
  },
};

/** `POST /api/audit/export`: the same body, every entry as CSV. */
const auditExportSchema: FastifySchema = {
  tags: auditRouteSchema.tags,
  ...exportRouteSchema('audit entries'),
  body: auditRouteSchema.body,
  response: {
    200: csvAnswer('The entries, newest first'),
    400: (auditRouteSchema.response as Record<number, unknown>)[400],
    401: problem,
    403: problem,
    404: problem,
    500: problem,
  },
};

/** Registers the audit log route; the modules' audited entities are registered before (install-modules.ts). */
export function auditRoutes(app: FastifyInstance, db: Db): void {
  const audited = app.auditedEntities;
  const input = {
    config: { permission: [AUDIT_PERMISSION, ...audited.viewPermissions().filter((p) => p !== AUDIT_PERMISSION)] },
    // The body is read by input.ts (its messages, in the caller's language); the schema documents it.
    validatorCompiler: () => (data: unknown) => {
      const { errors } = readAuditQuery(data, 'en');
      return Object.keys(errors).length
        ? { error: new LocalizedValidationError((lang) => readAuditQuery(data, lang).errors) }
        : { value: data };
    },
  };

  /** The body's filters as the caller may read them (the list and its export): 403, 404, or the agency's entries. */
  const callerQuery = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const { query } = readAuditQuery(request.body, request.lang);
    const { page, ...filter } = query;
    const oneRow = filter.entity !== undefined && filter.entityId !== undefined;
    const kind = oneRow ? audited.get(filter.entity!) : undefined;
    if (!caller.permissions.includes(AUDIT_PERMISSION) && !(kind && caller.permissions.includes(kind.view)))
      throw forbidden();
    const scoped: AuditFilter = { ...filter };
    if (caller.agencyId !== undefined) {
      if (!oneRow) scoped.agencyId = caller.agencyId;
      else if (!kind) scoped.agencyId = caller.agencyId;
      else if (kind.agencyOf && (await kind.agencyOf(db, filter.entityId!)) !== caller.agencyId) throw notFound();
    }
    return { page, scoped };
  };

  app.post('/api/audit/get', { schema: auditRouteSchema, ...input }, async (request) => {
    const { page, scoped } = await callerQuery(request);
    const { rows, total } = await listEntries(db, scoped, page);
    const references = await audited.references(db, rows);
    return {
      auditEntries: rows.map((row, i) => ({ ...row, entityReference: references[i] })),
      paginationModel: paginationModel(page, rows.length, total),
    };
  });

  app.post('/api/audit/export', { schema: auditExportSchema, ...input }, async (request, reply) => {
    const { scoped } = await callerQuery(request);
    const batches = auditCsvRows(db, audited, scoped, request.lang);
    return sendCsv(reply, {
      name: { en: 'audit-log', fr: 'journal-d-audit' },
      lang: request.lang,
      columns: AUDIT_CSV_COLUMNS,
      batches,
    });
  });
}
