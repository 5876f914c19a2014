/**
 * The demo reservation requests as request bodies (the `POST add` shape), built from the demo
 * reference rows of demo-data.ts: trips through cities that have those hotels, excursions,
 * tours and transport links, over the past and coming months around `today`. Pure and
 * deterministic (a seeded pseudo-random sequence): the same `today` gives the same requests.
 * demo-requests.ts writes them through the API's write path.
 */
import type { RequestBody } from '@domain/reservations/request-schema.js';
import { AGE_GROUP } from '@domain/reservations/age-groups.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';
import { DEMO_ROWS } from './demo-data.js';
import { GENDER, ORIGINS, type Gender } from './demo-names.js';

type SeedRow = Record<string, unknown> & { id: number };

export interface DemoRequest {
  body: RequestBody;
  /** Request status (1 Confirmed, 2 Processing, 3 Pending, 4 Completed, 5 Canceled). */
  statusId: number;
  /** When the agency submitted it (ISO date-time, before the trip and not after `today`). */
  createdAt: string;
}

export const DEMO_REQUEST_COUNT = 60;

/** mulberry32: a small seeded generator, enough for demo data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}

const rowsOf = (name: string): SeedRow[] => DEMO_ROWS.find(([n]) => n === name)?.[1] ?? [];

/** Trips a reservations agent sells: each city has a hotel; consecutive cities are a sensible hop. */
const ITINERARIES: string[][] = [
  ['Istanbul', 'Cappadocia'],
  ['Istanbul', 'Antalya'],
  ['Istanbul'],
  ['Antalya'],
  ['Paris', 'Nice'],
  ['Paris'],
  ['London', 'Edinburgh'],
  ['London', 'Paris'],
  ['Paris', 'Istanbul'],
  ['Dubai', 'Abu Dhabi'],
  ['Dubai'],
  ['Rome', 'Venice'],
  ['Rome'],
  ['Madrid', 'Barcelona'],
  ['Athens', 'Santorini'],
  ['Cairo', 'Hurghada'],
  ['New York', 'Miami'],
  ['Tokyo'],
  ['Istanbul', 'Cappadocia', 'Antalya'],
];

const REMARKS = [
  'Honeymoon: a quiet room with a view if possible.',
  'Late arrival, around midnight.',
  'One guest is vegetarian.',
  'Anniversary trip.',
  'Connecting rooms requested.',
  'Ground floor room for a guest with reduced mobility.',
];

/** A room's guests: adults, children with a bed, children without a bed, infants. */
type Guests = [number, number, number, number];
const ROOM_GUESTS: Guests[] = [
  [2, 0, 0, 0],
  [2, 0, 0, 0],
  [2, 0, 0, 0],
  [1, 0, 0, 0],
  [2, 1, 0, 0],
  [2, 0, 1, 0],
  [2, 0, 0, 1],
  [3, 0, 0, 0],
];

const day = (base: Date, offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The demo's reference rows, indexed the way the builder reads them. */
function catalogue() {
  const cities = rowsOf('city');
  const cityId = (title: string) => cities.find((c) => c.title === title)!.id;
  const hotels = rowsOf('hotel').filter((h) => h.isActive !== false);
  const roomTypes = rowsOf('room-type');
  const policies = rowsOf('room-type-providing-policy');
  return {
    cityId,
    hotelsOf: (city: number) => hotels.filter((h) => h.cityId === city),
    roomTypesOf: (hotel: number) => roomTypes.filter((t) => t.hotelId === hotel),
    policiesOf: (roomType: number) =>
      policies.filter((p) => p.roomTypeId === roomType).map((p) => p.providingPolicyId as number),
    excursionsOf: (city: number) => rowsOf('excursion').filter((e) => e.cityId === city),
    toursOf: (city: number) => rowsOf('tour').filter((t) => t.cityId === city),
    presetBetween: (from: number, to: number) =>
      rowsOf('preset-transportation-detail').find((p) => p.originCityId === from && p.destinationCityId === to),
    agencies: rowsOf('agency'),
  };
}

/**
 * Sixty requests, ten per demo agency (so the demo agent's agency has ten), mostly FIT, some
 * GIT (10 to 16 rooms) and TIS; trips from four months ago to seven months ahead. Past trips are
 * Completed (or Canceled), coming ones mostly Pending, some Confirmed, Processing or Canceled.
 * Sorted by creation, so the references follow the order the agencies sent them in.
 */
export function demoRequestBodies(today: Date, seed = 20260101): DemoRequest[] {
  const random = generator(seed);
  const c = catalogue();
  const todayText = day(today, 0);
  const out: DemoRequest[] = [];
  for (let i = 0; i < DEMO_REQUEST_COUNT; i++) {
    const agency = c.agencies[i % c.agencies.length];
    const type = i % 7 === 3 ? REQUEST_TYPE.GIT : i % 9 === 5 ? REQUEST_TYPE.TIS : REQUEST_TYPE.FIT;
    const itinerary = type === REQUEST_TYPE.TIS ? [random.pick(ITINERARIES)[0]] : random.pick(ITINERARIES);
    const roomCount =
      type === REQUEST_TYPE.GIT ? random.int(10, 16) : type === REQUEST_TYPE.TIS ? random.int(1, 2) : random.int(1, 4);
    const hotels = itinerary.map((cityTitle) => random.pick(c.hotelsOf(c.cityId(cityTitle))));
    const fitsIn = (hotel: SeedRow, [adults, withBed, noBed]: Guests) =>
      c
        .roomTypesOf(hotel.id)
        .filter((t) => (t.maxAdults as number) >= adults && (t.maxChildren as number) >= withBed + noBed);
    // The same travellers in every hotel of the trip: only room guests that each hotel can take.
    const guests = ROOM_GUESTS.filter((g) => hotels.every((h) => fitsIn(h, g).length > 0));
    const rooms: Guests[] = Array.from({ length: roomCount }, () =>
      type === REQUEST_TYPE.GIT ? [2, 0, 0, 0] : random.pick(guests),
    );

    // About a third of the trips are over; the others start in the coming seven months.
    const start = random.chance(0.3) ? random.int(-130, -12) : random.int(2, 210);
    let checkIn = start;
    const destinations: RequestBody['requestDestinations'] = itinerary.map((cityTitle, d) => {
      const city = c.cityId(cityTitle);
      const nights = random.int(2, 5);
      const hotel = hotels[d];
      const destination: RequestBody['requestDestinations'][number] = {
        cityId: city,
        checkInDate: day(today, checkIn),
        checkOutDate: day(today, checkIn + nights),
        destinationHotels: [
          {
            hotelId: hotel.id,
            destinationHotelRoomPax: rooms.map((room) => {
              const [adults, withBed, noBed, infants] = room;
              const roomType = random.pick(fitsIn(hotel, room));
              return {
                roomTypeId: roomType.id,
                providingPolicyId: random.pick(c.policiesOf(roomType.id)),
                adultCount: adults,
                childWithBedCount: withBed,
                childWithNoBedCount: noBed,
                infantCount: infants,
                extraBed: withBed > 0,
                twinBed: roomType.title === 'Twin Room',
                extendedRoom: false,
              };
            }),
          },
        ],
        destinationExcursions: c
          .excursionsOf(city)
          .filter(() => random.chance(0.35))
          .map((e) => ({ excursionId: e.id })),
        destinationTourServices:
          d === 0 && random.chance(0.3) ? c.toursOf(city).map((t) => ({ tourServiceId: t.id })) : [],
      };
      checkIn += nights;
      return destination;
    });

    const requestTransportations: NonNullable<RequestBody['requestTransportations']> = [];
    const adults = rooms.reduce((n, r) => n + r[0], 0);
    const children = rooms.reduce((n, r) => n + r[1] + r[2], 0);
    destinations.slice(1).forEach((to, d) => {
      const preset = c.presetBetween(destinations[d].cityId, to.cityId);
      if (!preset) return;
      const departure = preset.departureTime as string;
      const arrival = preset.arrivalTime as string;
      requestTransportations.push({
        transportationTypeId: preset.typeId as number,
        transportationProviderId: preset.airlineProviderId as number,
        refNumber: preset.refNumber as string,
        originCityId: preset.originCityId as number,
        originStationId: preset.originStationId as number,
        destinationCityId: preset.destinationCityId as number,
        destinationStationId: preset.destinationStationId as number,
        adultCount: adults,
        childCount: children,
        departureDate: to.checkInDate,
        departureTime: departure,
        arrivalDate: arrival < departure ? day(new Date(`${to.checkInDate}T12:00:00Z`), 1) : to.checkInDate,
        arrivalTime: arrival,
      });
    });

    // Passengers per room: adults, then children with a bed, then infants (children without a bed
    // are counted, not named). Names from one origin; a room's adults share a last name (the first
    // room the party's), its children take it. Birth dates put each passenger in its age group
    // (spec: adult 12 and over, child 6-12, infant under 2) for the whole trip: ages counted at
    // the first check-in, with the trip's length kept clear of the group's upper bound.
    const origin = random.pick(ORIGINS);
    const family = random.pick(origin.last);
    const tripDays = checkIn - start;
    const born = (minDays: number, maxDays: number) => day(today, start - random.int(minDays, maxDays));
    const person = (gender: Gender) => ({
      firstName: random.pick(gender === GENDER.MALE ? origin.male : origin.female),
      gender,
    });
    const anyGender = (): Gender => random.pick([GENDER.MALE, GENDER.FEMALE]);
    const requestPassengers: NonNullable<RequestBody['requestPassengers']> = rooms.flatMap(
      ([a, withBed, , infants], r) => {
        const lastName = r === 0 || random.chance(0.5) ? family : random.pick(origin.last);
        // A room's first two adults are a man and a woman, in either order.
        const first = anyGender();
        return [
          ...Array.from({ length: a }, (_, k) => ({
            ...person(k === 0 ? first : k === 1 ? (first === GENDER.MALE ? GENDER.FEMALE : GENDER.MALE) : anyGender()),
            lastName,
            ageGroup: AGE_GROUP.ADULT,
            roomNo: r + 1,
            dateOfBirth: born(20 * 366, 70 * 365),
            passportNumber: `${String.fromCharCode(65 + random.int(0, 25))}${random.int(1_000_000, 9_999_999)}`,
          })),
          ...Array.from({ length: withBed }, () => ({
            ...person(anyGender()),
            lastName,
            ageGroup: AGE_GROUP.CHILD_6_12,
            roomNo: r + 1,
            dateOfBirth: born(6 * 366, 12 * 365 - tripDays - 10),
          })),
          ...Array.from({ length: infants }, () => ({
            ...person(anyGender()),
            lastName,
            ageGroup: AGE_GROUP.INFANT,
            roomNo: r + 1,
            // Born by today (no birth date in the future), at least two months before the trip.
            dateOfBirth: born(Math.max(60, start), 2 * 365 - tripDays - 10),
          })),
        ];
      },
    );

    const tripEnd = checkIn;
    const past = tripEnd < 0;
    const roll = random.int(1, 100);
    const statusId = past ? (roll <= 80 ? 4 : 5) : roll <= 55 ? 3 : roll <= 75 ? 1 : roll <= 90 ? 2 : 5;
    // Sent in the last five months, at least three days before the trip.
    const sentDay = Math.max(-180, Math.min(start - 3, -random.int(1, 150)));
    const createdAt = new Date(
      `${day(today, sentDay)}T${String(random.int(7, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
    );

    out.push({
      statusId,
      createdAt: createdAt.toISOString(),
      body: {
        agencyId: agency.id,
        requestType: type,
        remarks: random.chance(0.3) ? random.pick(REMARKS) : undefined,
        referenceNumber: random.chance(0.45)
          ? `${agency.code as string}-${todayText.slice(0, 4)}-${String(random.int(100, 999))}`
          : undefined,
        requestDestinations: destinations,
        requestPassengers,
        requestTransportations,
      },
    });
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
