/**
 * The system rows of a request's invoice, computed in one statement from the request and the
 * reference prices: one per reserved room (nights × the nightly rate of its room type and
 * providing policy), one per excursion and tour service of a destination (persons × price per
 * person), one per transportation with a provider (adults and children × fare per person). A
 * service without a price in the reference data is listed with fee 0, so the clerk sees what is
 * still to price; a transportation without a provider is the traveller's own and is not billed.
 *
 * Descriptions are built from the reference names and dd/MM/yyyy dates, in no language
 * ('Hotel Lutetia — Deluxe Double, Bed & Breakfast — 12/03/2027 → 15/03/2027').
 * Persons are the request's passengers except infants (who travel free), or, when the request
 * lists no passengers, the adults and children of the destination's rooms.
 */
import type { Queryable } from '../db/types.js';

const D = `'DD/MM/YYYY'`;
/** The description is shown as rich text: names from the reference data are escaped, never markup. */
const escaped = (e: string) => `replace(replace(replace(${e}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** kind, sort keys, description, quantity, fee: every line the request bills, in the order the invoice shows them. */
const LINES = `
WITH persons AS (
  SELECT count(*) FILTER (WHERE age_group <> 4) AS n FROM reservation_passengers WHERE request_id = $1
), dest AS (
  SELECT d.id, d.position, d.check_in_date, d.check_out_date, c.title AS city,
         to_char(d.check_in_date, ${D}) || ' → ' || to_char(d.check_out_date, ${D}) AS dates,
         COALESCE(NULLIF((SELECT n FROM persons), 0),
                  (SELECT sum(rp.adult_count + rp.child_with_bed_count + rp.child_with_no_bed_count)
                     FROM reservation_destination_hotels h JOIN reservation_room_pax rp ON rp.destination_hotel_id = h.id
                    WHERE h.destination_id = d.id), 0) AS persons
    FROM reservation_destinations d JOIN city c ON c.id = d.city_id
   WHERE d.request_id = $1
), lines AS (
  SELECT 1 AS kind, d.position AS k1, h.position AS k2, rp.room_no AS k3,
         ho.title || ' — ' || rt.title || ', ' || pp.title || ' — ' || d.dates AS description,
         (d.check_out_date - d.check_in_date)::numeric AS quantity,
         COALESCE((SELECT p.nightly_rate FROM room_type_providing_policy p
                    WHERE p.room_type_id = rp.room_type_id AND p.providing_policy_id = rp.providing_policy_id
                      AND NOT p.is_deleted ORDER BY p.id LIMIT 1), 0) AS fee
    FROM dest d
    JOIN reservation_destination_hotels h ON h.destination_id = d.id
    JOIN hotel ho ON ho.id = h.hotel_id
    JOIN reservation_room_pax rp ON rp.destination_hotel_id = h.id
    JOIN room_type rt ON rt.id = rp.room_type_id
    JOIN infra_type pp ON pp.id = rp.providing_policy_id
  UNION ALL
  SELECT 2, d.position, 0, e.id, x.title || ' — ' || d.city || ' — ' || d.dates, d.persons, COALESCE(x.price_per_person, 0)
    FROM dest d JOIN reservation_destination_excursions e ON e.destination_id = d.id JOIN excursion x ON x.id = e.excursion_id
  UNION ALL
  SELECT 3, d.position, 0, t.id, s.title || ' — ' || d.city || ' — ' || d.dates, d.persons, COALESCE(s.price_per_person, 0)
    FROM dest d JOIN reservation_destination_tour_services t ON t.destination_id = d.id JOIN tour_service s ON s.id = t.tour_service_id
  UNION ALL
  SELECT 4, 0, t.position, t.id,
         p.title || COALESCE(' ' || NULLIF(t.ref_number, ''), '') || ' — '
           || COALESCE(os.title, oc.title, '?') || ' → ' || COALESCE(ds.title, dc.title, '?')
           || ' — ' || to_char(t.departure_date, ${D}),
         (t.adult_count + t.child_count)::numeric, COALESCE(p.fare_per_person, 0)
    FROM reservation_transportations t
    JOIN transportation_provider p ON p.id = t.transportation_provider_id
    LEFT JOIN city oc ON oc.id = t.origin_city_id LEFT JOIN city dc ON dc.id = t.destination_city_id
    LEFT JOIN station os ON os.id = t.origin_station_id LEFT JOIN station ds ON ds.id = t.destination_station_id
   WHERE t.request_id = $1
)`;

/** Inserts the request's system rows into the invoice (after its manual rows' positions), at the tax rate given. */
export async function insertSystemRows(
  tx: Queryable,
  invoiceId: number,
  requestId: number,
  taxRate: number,
): Promise<void> {
  await tx.query(
    `${LINES}
     INSERT INTO invoice_rows (invoice_id, position, is_manual_row, description, quantity, fee, tax_rate)
     SELECT $2, row_number() OVER (ORDER BY kind, k1, k2, k3), false, ${escaped('description')}, quantity, fee, $3
       FROM lines WHERE quantity > 0`,
    [requestId, invoiceId, taxRate],
  );
}

/** What the request bills now, as `description|quantity|fee` lines in order (to tell whether an amendment changed the bill). */
export async function billedLines(tx: Queryable, requestId: number): Promise<string[]> {
  const rows = await tx.query<{ line: string }>(
    `${LINES} SELECT ${escaped('description')} || '|' || quantity::numeric(10,2)::text || '|' || fee::numeric(14,2)::text AS line
       FROM lines WHERE quantity > 0 ORDER BY kind, k1, k2, k3`,
    [requestId],
  );
  return rows.map((r) => r.line);
}

/** The invoice's system rows as the same lines. */
export async function storedSystemLines(tx: Queryable, invoiceId: number): Promise<string[]> {
  const rows = await tx.query<{ line: string }>(
    `SELECT description || '|' || quantity::text || '|' || fee::text AS line FROM invoice_rows
      WHERE invoice_id = $1 AND NOT is_manual_row ORDER BY position, id`,
    [invoiceId],
  );
  return rows.map((r) => r.line);
}
