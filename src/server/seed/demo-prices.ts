/**
 * The demo's prices (reference-data.ts), in the tenant's currency (EUR), before tax: nightly
 * rates of the providing policies and fares of the transportation providers; the tours' and
 * excursions' prices per person are written beside them there.
 */
/**
 * A night's rate: a double room of the
 * hotel's stars, times the city's price level and the room's size, plus the board per night
 * (two guests' meals), rounded to 5 (a tariff's figure): from 70 (a 3★ double, room only) to
 * 590 (a 5★ family suite, all inclusive) a night.
 */
const STAR_RATE: Record<number, number> = { 3: 85, 4: 130, 5: 220 };
const ROOM_FACTOR: Record<string, number> = {
  'Standard Double Room': 1,
  'Twin Room': 1,
  'Deluxe Room': 1.35,
  'Family Suite': 1.8,
};
const BOARD: Record<string, number> = {
  'Room Only': 0,
  'Bed & Breakfast': 25,
  'Half Board': 60,
  'Full Board': 95,
  'All Inclusive': 140,
};
/** Cities dearer or cheaper than the average; the others 1. */
const CITY_PRICE_LEVEL: Record<string, number> = {
  Paris: 1.25,
  London: 1.3,
  Venice: 1.3,
  Santorini: 1.25,
  Dubai: 1.15,
  Tokyo: 1.15,
  'Abu Dhabi': 1.1,
  Istanbul: 0.8,
  Antalya: 0.75,
  Cairo: 0.7,
  Hurghada: 0.7,
};

export function nightlyRate(stars: number, city: string, room: string, board: string): number {
  const double = (STAR_RATE[stars] ?? STAR_RATE[4]) * (CITY_PRICE_LEVEL[city] ?? 1);
  const rate = double * (ROOM_FACTOR[room] ?? 1) + (BOARD[board] ?? 0);
  return Math.round(rate / 5) * 5;
}

/** A one-way fare per person, by provider code; Renfe has none (its legs are not invoiced). */
export const FARES: Record<string, number | undefined> = {
  AF: 189,
  TK: 229,
  BA: 199,
  EK: 549,
  LH: 179,
  AZ: 149,
  PC: 89,
  SNF: 69,
  ES: 129,
  TI: 59,
  BSF: 45.5,
};
