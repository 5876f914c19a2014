/**
 * The rows the authorization matrix addresses, found (or made) once: an existing row of every
 * schema as a company user reads it, two agencies ("mine" for the agency caller, "theirs" for
 * the rows it must not reach), a row of the other agency for every agency-scoped schema, a user
 * of the other agency, and the agency role.
 */
import { randomUUID } from 'node:crypto';
import type { EntitySchema } from '@schema/types.js';
import { columnOf } from '@server/db/entity-tables.js';
import { ident } from '@server/db/sql.js';
import type { Row } from '@server/db/types.js';
import { allPermissions, call, createRow, token, urls, type Kit } from '../kit/harness.js';

export interface MatrixContext {
  kit: Kit;
  /** A company user holding every permission. */
  admin: string;
  /** An existing row of each schema (by name) as getbyid answers it; `{id: 999999}` when none. */
  rows: Record<string, Row>;
  agencies: { mine: number; theirs: number };
  /** For each agency-scoped schema (by name), the id of a row of the other agency. */
  theirRows: Record<string, number>;
  /** A user of the other agency as `GET user/getbyid` answers it. */
  theirUser: Row;
  /** The role agency users hold. */
  agencyRoleId: number;
  /** The guid of a reservation request of the other agency. */
  theirRequestGuid: string;
  /** A pending amendment (request activity) of that request. */
  theirActivityId: number;
  /** A document attached to that request. */
  theirDocumentId: number;
  /** A bare draft invoice of that request (no rows: a total of 0), and a payment of 0 against it. */
  theirInvoiceId: number;
  theirPaymentId: number;
  /** A refund of 0.01 of the other agency (its row only: the receipt route only needs it to exist). */
  theirRefundId: number;
  /** An uploaded image's id that is not public (no public field names it), or 999999 when none is stored. */
  fileId: number;
}

const MISSING = 999999;
/** A minimal PDF, base64. */
export const MATRIX_PDF = Buffer.from('%PDF-1.4\ntrailer\n<<>>\n%%EOF\n', 'latin1').toString('base64');

async function firstId(kit: Kit, table: string, where = '', params: unknown[] = []): Promise<number | undefined> {
  const [row] = await kit.db.query<{ id: number }>(
    `SELECT id FROM ${ident(table)} ${where} ORDER BY id LIMIT 1`,
    params,
  );
  return row?.id;
}

async function rowOf(kit: Kit, admin: string, schema: EntitySchema): Promise<Row> {
  if (schema.resource.singleton) {
    // One row: what `get` answers (the defaults before the first save).
    const res = await call(kit, admin, { method: 'GET', url: `/api${schema.resource.api}/get` });
    if (res.statusCode !== 200) throw new Error(`matrix context: ${schema.name} get: ${res.statusCode} ${res.body}`);
    return res.json<Row>();
  }
  const id = await firstId(kit, schema.resource.table);
  if (id === undefined) return { id: MISSING };
  const res = await call(kit, admin, { method: 'GET', url: `${urls(schema).getOne}?id=${id}` });
  if (res.statusCode !== 200) throw new Error(`matrix context: ${schema.name} ${id}: ${res.statusCode} ${res.body}`);
  return res.json<Row>();
}

async function theirUser(kit: Kit, admin: string, theirs: number, agencyRoleId: number): Promise<Row> {
  let id = (
    await kit.db.query<{ id: number }>('SELECT id FROM users WHERE agency_id = $1 ORDER BY id LIMIT 1', [theirs])
  )[0]?.id;
  if (id === undefined) {
    const res = await call(kit, admin, {
      method: 'POST',
      url: '/api/authorization/user/add',
      payload: {
        firstName: 'Other',
        lastName: 'Agency',
        email: 'other.agency@example.com',
        password: 'Other#2026',
        agencyId: theirs,
        roleIds: [agencyRoleId],
      },
    });
    if (res.statusCode !== 200)
      throw new Error(`matrix context: user of agency ${theirs}: ${res.statusCode} ${res.body}`);
    id = res.json<Row>().id as number;
  }
  const res = await call(kit, admin, { method: 'GET', url: `/api/authorization/user/getbyid?id=${id}` });
  return res.json<Row>();
}

export async function matrixContext(kit: Kit): Promise<MatrixContext> {
  const admin = await token(kit, allPermissions(kit));
  const rows: Record<string, Row> = {};
  for (const schema of kit.schemas) rows[schema.name] = await rowOf(kit, admin, schema);

  const agencySchema = kit.schemas.find((s) => s.resource.agencyScope === 'id');
  const ids = agencySchema
    ? (
        await kit.db.query<{ id: number }>(`SELECT id FROM ${ident(agencySchema.resource.table)} ORDER BY id LIMIT 2`)
      ).map((r) => r.id)
    : [];
  if (ids.length < 2) throw new Error('matrix context: the agency scope needs two agencies in the seed data');
  const agencies = { mine: ids[0], theirs: ids[1] };

  const theirRows: Record<string, number> = {};
  for (const schema of kit.schemas) {
    const scope = schema.resource.agencyScope;
    if (!scope) continue;
    theirRows[schema.name] =
      scope === 'id'
        ? agencies.theirs
        : ((await firstId(kit, schema.resource.table, `WHERE ${ident(columnOf(scope))} = $1`, [agencies.theirs])) ??
          ((await createRow(kit, schema, { [scope]: agencies.theirs })).id as number));
  }

  const [role] = await kit.db.query<{ id: number }>('SELECT id FROM roles WHERE type_id = 2 ORDER BY id LIMIT 1');
  if (!role) throw new Error('matrix context: no agency role (roles.type_id = 2) in the seed data');
  // Not a public image (the tenant's logos need no token): the matrix expects 401 without one.
  const publicPaths = kit.schemas
    .flatMap((s) =>
      (s.resource.singleton ? (s.resource.public?.fields ?? []) : [])
        .filter((f) => s.properties[f]['x-widget'] === 'image')
        .map((f) => rows[s.name][f]),
    )
    .filter((p): p is string => typeof p === 'string');
  const fileId =
    (
      await kit.db.query<{ id: number }>(
        "SELECT id FROM files WHERE NOT ('/api/files/' || id = ANY($1::text[])) ORDER BY id LIMIT 1",
        [publicPaths],
      )
    )[0]?.id ?? MISSING;

  // A bare request row of the other agency (its routes only need it to exist).
  const theirRequestGuid = randomUUID();
  await kit.db.query(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id)
     VALUES ($1::uuid, 1, nextval('reservation_request_fit_seq'), 'MATRIX-THEIRS', $2)`,
    [theirRequestGuid, agencies.theirs],
  );
  const [{ id: theirActivityId }] = await kit.db.query<{ id: number }>(
    `INSERT INTO reservation_request_activity (request_id, activity_type, status_id, amended_request)
     SELECT id, 'amendment', 3, '{}'::jsonb FROM reservation_requests WHERE request_guid = $1::uuid RETURNING id`,
    [theirRequestGuid],
  );

  const attached = await call(kit, admin, {
    method: 'POST',
    url: '/api/documentmanagement/document/add',
    payload: {
      referenceId: theirRequestGuid,
      attachments: [{ attachmentName: 'matrix.pdf', base64String: MATRIX_PDF }],
    },
  });
  if (attached.statusCode !== 200) throw new Error(`matrix context: document: ${attached.statusCode} ${attached.body}`);
  const theirDocumentId = attached.json<{ id: number }[]>()[0].id;

  // A bare invoice of that request (its routes only need it to exist) and a payment of 0 against it.
  const [{ id: theirInvoiceId }] = await kit.db.query<{ id: number }>(
    `INSERT INTO invoices (request_id, agency_id)
     SELECT id, agency_id FROM reservation_requests WHERE request_guid = $1::uuid RETURNING id`,
    [theirRequestGuid],
  );
  const [{ id: theirPaymentId }] = await kit.db.query<{ id: number }>(
    `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
     VALUES ($1, 0, current_date, (SELECT min(id) FROM payment_account WHERE is_active),
             (SELECT min(id) FROM infra_type WHERE type_group_id = 12)) RETURNING id`,
    [theirInvoiceId],
  );
  const [{ id: theirRefundId }] = await kit.db.query<{ id: number }>(
    `INSERT INTO ledger_refunds (agency_id, amount, refund_date, payment_account_id, payment_type_id)
     VALUES ($1, 0.01, current_date, (SELECT min(id) FROM payment_account WHERE is_active),
             (SELECT min(id) FROM infra_type WHERE type_group_id = 12)) RETURNING id`,
    [agencies.theirs],
  );

  return {
    kit,
    admin,
    rows,
    agencies,
    theirRows,
    agencyRoleId: role.id,
    fileId,
    theirRequestGuid,
    theirActivityId,
    theirDocumentId,
    theirInvoiceId,
    theirPaymentId,
    theirRefundId,
    theirUser: await theirUser(kit, admin, agencies.theirs, role.id),
  };
}
