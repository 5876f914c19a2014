/**
 * Reading the bodies and queries of /api/reservation/requestactivity/ against their JSON Schemas
 * (src/domain/reservations/activity-schema.ts), with the request routes' cleaning and messages
 * (../input.ts): an amended request is read exactly like the body of `add`.
 */
import {
  activityDecisionBodySchema,
  activityListBodySchema,
  amendmentBodySchema,
  type ActivityDecisionBody,
  type ActivityListBody,
  type AmendmentBody,
} from '@domain/reservations/activity-schema.js';
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { bodyReader, Problems } from '../input.js';

export const readActivityListBody = bodyReader<ActivityListBody>(activityListBodySchema);
export const readAmendmentBody = bodyReader<AmendmentBody>(amendmentBodySchema);
export const readDecisionBody = bodyReader<ActivityDecisionBody>(activityDecisionBodySchema);

/** `id` of a query string: required, a plain decimal within the integer column. */
export function readIdQuery(query: unknown, lang: Lang): number {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>).id : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const p = new Problems(lang);
  if (!text) p.add('id', 'required');
  else if (positiveIntOf(text) === undefined) p.add('id', 'invalid');
  p.throwIfAny();
  return Number(text);
}
