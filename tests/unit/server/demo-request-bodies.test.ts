/**
 * The demo reservation requests (src/server/seed/demo-request-bodies.ts): the same day gives the
 * same requests, and they are what the API would accept (the body schema and the request rules).
 */
import { describe, expect, it } from 'vitest';
import { requestProblems } from '@domain/reservations/request-rules.js';
import { requestBodySchema } from '@domain/reservations/request-schema.js';
import { createAjv } from '@schema/ajv.js';
import { DEMO_REQUEST_COUNT, demoRequestBodies } from '@server/seed/demo-request-bodies.js';

const TODAY = new Date('2026-11-24T05:00:00Z');
const requests = demoRequestBodies(TODAY);
const count = <T>(values: T[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<T, number>());

describe('demo reservation requests', () => {
  it('are the same for the same day and differ with the seed', () => {
    expect(demoRequestBodies(TODAY)).toEqual(requests);
    expect(demoRequestBodies(TODAY, 7)).not.toEqual(requests);
  });

  it('are sixty, ten per demo agency, in the order they were sent, none in the future', () => {
    expect(requests).toHaveLength(DEMO_REQUEST_COUNT);
    expect([...count(requests.map((r) => r.body.agencyId)).values()]).toEqual([10, 10, 10, 10, 10, 10]);
    expect(requests.map((r) => r.createdAt)).toEqual([...requests.map((r) => r.createdAt)].sort());
    for (const r of requests) expect(r.createdAt < TODAY.toISOString()).toBe(true);
  });

  it('use FIT, GIT and TIS, and every status from Confirmed to Canceled, mostly Pending', () => {
    const types = count(requests.map((r) => r.body.requestType));
    expect([...types.keys()].sort()).toEqual([1, 2, 4]);
    const statuses = count(requests.map((r) => r.statusId));
    expect([...statuses.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...statuses.values())).toBe(statuses.get(3));
  });

  it('are completed only when the trip is over, and sent before it starts', () => {
    const today = TODAY.toISOString().slice(0, 10);
    for (const { body, statusId, createdAt } of requests) {
      const first = body.requestDestinations[0].checkInDate;
      const last = body.requestDestinations.at(-1)!.checkOutDate;
      if (statusId === 4) expect(last < today).toBe(true);
      if ([1, 2, 3].includes(statusId)) expect(first > today).toBe(true);
      expect(createdAt.slice(0, 10) < first).toBe(true);
    }
  });

  it('are valid request bodies that break no request rule', () => {
    // No removeAdditional: a key the body schema does not know fails here.
    const valid = createAjv({ allErrors: true, strict: true }).compile(requestBodySchema);
    for (const { body } of requests) {
      expect(valid(structuredClone(body)), JSON.stringify(valid.errors)).toBe(true);
      expect(requestProblems(body, TODAY.toISOString().slice(0, 10))).toEqual([]);
    }
  });

  it('have hotels with rooms, passengers for them, and transport between cities linked by a scheduled service', () => {
    expect(
      requests.every((r) =>
        r.body.requestDestinations.every((d) => d.destinationHotels?.[0].destinationHotelRoomPax.length),
      ),
    ).toBe(true);
    expect(
      requests.every((r) => (r.body.requestPassengers ?? []).some((p) => p.roomNo === 1 && p.firstName && p.lastName)),
    ).toBe(true);
    expect(requests.some((r) => r.body.requestTransportations?.length)).toBe(true);
    expect(requests.some((r) => r.body.requestDestinations.some((d) => d.destinationExcursions?.length))).toBe(true);
    expect(requests.some((r) => r.body.requestDestinations.some((d) => d.destinationTourServices?.length))).toBe(true);
    expect(requests.filter((r) => r.body.referenceNumber).length).toBeGreaterThan(10);
  });
});
