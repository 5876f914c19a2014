/**
 * Demo reservation requests on an empty database (seed.ts, inside its transaction), written by
 * the API's own write path (src/server/reservations/repository.ts): references from the per-type
 * sequences and the tenant's prefixes, set-based child inserts, the listing's search text. Then
 * what a new request cannot have yet: its status and the day it was sent. No audit entries: like
 * the rest of the demo data, nobody wrote them.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { insertChildren, insertHead, nextReference } from '../reservations/index.js';
import { demoRequestBodies } from './demo-request-bodies.js';

/** Who sent them: the first user of the request's agency, else the administrator (null when neither exists). */
async function senders(tx: Queryable): Promise<{ byAgency: Map<number, number>; company: number | null }> {
  const users = await tx.query<{ id: number; agency_id: number | null }>('SELECT id, agency_id FROM users ORDER BY id');
  const byAgency = new Map<number, number>();
  for (const u of users) if (u.agency_id !== null && !byAgency.has(u.agency_id)) byAgency.set(u.agency_id, u.id);
  return { byAgency, company: users.find((u) => u.agency_id === null)?.id ?? null };
}

/** A fixed guid per demo request, so links to a demo request (`…/request/edit/{guid}`) hold from one fresh start to the next. */
function demoGuid(index: number): string {
  const hex = createHash('sha256').update(`demo-reservation-request-${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The schemas the demo requests point into; without one of them (a test's own schema folder) there are none. */
export const DEMO_REQUEST_SCHEMAS = [
  'agency',
  'city',
  'hotel',
  'room-type',
  'room-type-providing-policy',
  'excursion',
  'tour',
  'infra-type',
  'transportation-provider',
  'station',
  'preset-transportation-detail',
  'saas-tenancy-settings',
];

export async function seedDemoRequests(tx: Queryable, today = new Date()): Promise<number> {
  const who = await senders(tx);
  const requests = demoRequestBodies(today);
  for (const [index, { body, statusId, createdAt }] of requests.entries()) {
    const { reference, sequence } = await nextReference(tx, body.requestType);
    const agencyId = body.agencyId!;
    const id = await insertHead(tx, body, {
      guid: demoGuid(index),
      agencyId,
      userId: who.byAgency.get(agencyId) ?? who.company,
      reference,
      sequence,
    });
    await insertChildren(tx, id!, body);
    await tx.query(
      'UPDATE reservation_requests SET status_id = $2, created_at = $3::timestamptz, updated_at = $3::timestamptz WHERE id = $1',
      [id, statusId, createdAt],
    );
    // Its activity log starts with its creation, on the same day.
    await tx.query(
      "UPDATE reservation_request_activity SET created_at = $2::timestamptz WHERE request_id = $1 AND activity_type = 'create'",
      [id, createdAt],
    );
  }
  return requests.length;
}
