/**
 * The demo data read as real data (src/server/seed): a passenger's gender goes with the first
 * name, a birth date puts the passenger in its age group for the whole trip, and every text of
 * the demo draws in the product's fonts (no boxes).
 */
import { describe, expect, it } from 'vitest';
import { AGE_GROUP } from '@domain/reservations/age-groups.js';
import { DEMO_ROWS } from '@server/seed/demo-data.js';
import { demoRequestBodies } from '@server/seed/demo-request-bodies.js';

// Two days a year apart: the birth dates move with the trips, so both must hold.
const REQUESTS = [new Date('2026-11-24T05:00:00Z'), new Date('2027-06-02T05:00:00Z')].flatMap((today) =>
  demoRequestBodies(today),
);
const PASSENGERS = REQUESTS.flatMap(({ body }) =>
  (body.requestPassengers ?? []).map((p) => ({
    ...p,
    checkIn: body.requestDestinations[0].checkInDate,
    checkOut: body.requestDestinations.at(-1)!.checkOutDate,
  })),
);

// This test's own reading of the names (1 male, 2 female), not the seed's table.
const FEMALE = new Set(
  'Emma Chloé Léa Camille Ayşe Elif Zeynep Olivia Hannah Mia Fatima Layla Nour Giulia Sofia Chiara Lucía Carmen Elena Lena Anna Clara Eleni Katerina Despina Yui Sakura Hina'.split(
    ' ',
  ),
);
const MALE = new Set(
  'Louis Hugo Lucas Jules Mehmet Emre Burak James Noah Jack Omar Karim Youssef Marco Luca Matteo Pablo Diego Javier Jonas Felix Lukas Nikos Giorgos Dimitris Haruto Kenji Sota'.split(
    ' ',
  ),
);

/** Full years between two ISO dates (a birthday counts from its day). */
function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Spec §3 age groups: Infant under 2, Child 2-6, Child 6-12, Adult from 12. */
function ageGroupAt(age: number): number {
  if (age < 2) return AGE_GROUP.INFANT;
  if (age < 6) return AGE_GROUP.CHILD_2_6;
  if (age < 12) return AGE_GROUP.CHILD_6_12;
  return AGE_GROUP.ADULT;
}

/**
 * Code points every font of the product's stack draws ('"Inter", "Segoe UI", Roboto, "Helvetica
 * Neue", Arial, sans-serif'; it bundles no font): Basic Latin, Latin-1, Latin Extended-A and '€',
 * a part of WGL4 that each of those fonts covers. On Linux, where none of them is installed, the
 * fallbacks DejaVu Sans and Liberation Sans cover it too (checked with
 * `fc-list ':charset=20-7e a0-ff 100-17f 20ac'`). '₺', Arabic letters and '﷼' are outside.
 */
const DRAWN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x20ac, 0x20ac],
];
const drawn = (cp: number) => DRAWN.some(([from, to]) => cp >= from && cp <= to);

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out);
  return out;
}

describe('demo data', () => {
  it('give each passenger the gender of its first name', () => {
    expect(PASSENGERS.length).toBeGreaterThan(100);
    const wrong = PASSENGERS.filter((p) => !(p.gender === 1 ? MALE : FEMALE).has(p.firstName ?? '')).map(
      (p) => `${p.firstName} ${p.lastName} · ${p.gender === 1 ? 'Male' : 'Female'}`,
    );
    expect(wrong).toEqual([]);
  });

  it('give each passenger a birth date in its age group from check-in to check-out, never in the future', () => {
    const wrong = PASSENGERS.filter(
      (p) =>
        !p.dateOfBirth ||
        ageGroupAt(ageOn(p.dateOfBirth, p.checkIn)) !== p.ageGroup ||
        ageGroupAt(ageOn(p.dateOfBirth, p.checkOut)) !== p.ageGroup,
    ).map((p) => `${p.firstName}: group ${p.ageGroup}, born ${p.dateOfBirth}, trip ${p.checkIn} to ${p.checkOut}`);
    expect(wrong).toEqual([]);
    expect(new Set(PASSENGERS.map((p) => p.ageGroup))).toEqual(
      new Set([AGE_GROUP.ADULT, AGE_GROUP.CHILD_6_12, AGE_GROUP.INFANT]),
    );
  });

  it("give a room's children the last name of its adults", () => {
    const orphans = REQUESTS.flatMap(({ body }) => {
      const passengers = body.requestPassengers ?? [];
      const adultNames = (room: number) =>
        passengers.filter((a) => a.roomNo === room && a.ageGroup === AGE_GROUP.ADULT).map((a) => a.lastName);
      return passengers.filter((p) => p.ageGroup !== AGE_GROUP.ADULT && !adultNames(p.roomNo).includes(p.lastName));
    });
    expect(orphans).toEqual([]);
  });

  it('price every providing policy, excursion and tour, and most transportation providers, in cents', () => {
    const rows = (name: string) => DEMO_ROWS.find(([n]) => n === name)![1];
    const cents = (v: unknown) => typeof v === 'number' && v > 0 && Math.round(v * 100) === v * 100;
    const unpriced = (name: string, key: string) =>
      rows(name)
        .filter((r) => !cents(r[key]))
        .map((r) => `${name} ${r.id}: ${String(r[key])}`);
    expect([
      ...unpriced('room-type-providing-policy', 'nightlyRate'),
      ...unpriced('excursion', 'pricePerPerson'),
      ...unpriced('tour', 'pricePerPerson'),
    ]).toEqual([]);
    const providers = rows('transportation-provider');
    expect(providers.filter((p) => cents(p.farePerPerson)).length).toBeGreaterThan(providers.length / 2);
    // A richer board of the same room never costs less a night.
    const boards = ['Room Only', 'Bed & Breakfast', 'Half Board', 'Full Board', 'All Inclusive'];
    const infra = rows('infra-type');
    const boardOf = (id: unknown) => boards.indexOf(String(infra.find((t) => t.id === id)?.title));
    const policies = rows('room-type-providing-policy');
    const cheaper = policies.filter((a) =>
      policies.some(
        (b) =>
          a.roomTypeId === b.roomTypeId &&
          boardOf(b.providingPolicyId) < boardOf(a.providingPolicyId) &&
          (b.nightlyRate as number) > (a.nightlyRate as number),
      ),
    );
    expect(cheaper.map((p) => p.id)).toEqual([]);
  });

  it("write every currency symbol, and every other text, in characters the product's fonts draw", () => {
    const currencies = DEMO_ROWS.find(([name]) => name === 'currency')![1];
    const symbols = currencies.map((c) => String(c.symbol));
    expect(symbols.filter((s) => ![...s].every((ch) => drawn(ch.codePointAt(0)!)))).toEqual([]);
    const undrawn = new Set(
      [...texts(DEMO_ROWS), ...texts(REQUESTS)].flatMap((t) => [...t].filter((ch) => !drawn(ch.codePointAt(0)!))),
    );
    expect([...undrawn]).toEqual([]);
  });
});
