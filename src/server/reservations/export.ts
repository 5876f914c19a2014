/**
 * The reservation listing as CSV (`POST /api/reservation/request/export`, the listing's body
 * without its paging): the list screen's columns (resources/reservations/list/ReservationList.tsx,
 * headers checked against its texts by tests/unit/csv-columns.test.ts) with the infants in a
 * column of their own, in the listing's order, every matching request.
 */
import { REQUEST_TYPE_NAMES, type ListBody } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import { isoDateTime, mapBatches, type CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { REQUEST_ROW_COLUMNS, requestFilter } from './list.js';
import { statusLabel } from './messages.js';
import type { RequestScope } from './repository.js';

export const REQUEST_CSV_COLUMNS: CsvColumn[] = [
  { key: 'reference', header: { en: 'Reference', fr: 'Référence' } },
  { key: 'status', header: { en: 'Status', fr: 'Statut' } },
  { key: 'agency', header: { en: 'Agency', fr: 'Agence' } },
  { key: 'referenceNumber', header: { en: 'Agency ref. no.', fr: 'Réf. agence' } },
  { key: 'type', header: { en: 'Type', fr: 'Type' } },
  { key: 'firstCheckIn', header: { en: 'First check-in', fr: 'Première arrivée' } },
  { key: 'destinations', header: { en: 'Destinations', fr: 'Destinations' } },
  { key: 'passenger', header: { en: 'Passenger', fr: 'Passager' } },
  { key: 'pax', header: { en: 'Pax', fr: 'Pax' } },
  { key: 'infants', header: { en: 'Infants', fr: 'Bébés' } },
  { key: 'created', header: { en: 'Created', fr: 'Créée le' } },
];

function csvRow(row: Row, lang: Lang): Row {
  const initial = row.supplierInitial ? `${String(row.supplierInitial)}-` : '';
  return {
    reference: `${initial}${String(row.requestReference)}`,
    status: statusLabel(lang, Number(row.statusId)) ?? row.statusId,
    agency: row.agencyName,
    referenceNumber: row.referenceNumber,
    type: REQUEST_TYPE_NAMES[Number(row.requestType)] ?? row.requestType,
    firstCheckIn: row.firstCheckIn,
    destinations: row.destinations,
    passenger: row.passengerName,
    pax: row.pax,
    infants: row.infants,
    created: row.createdIso,
  };
}

/** Every request the listing's body matches, in its order, as CSV rows in batches. */
export async function requestCsvRows(
  db: Db,
  body: ListBody,
  scope: RequestScope,
  lang: Lang,
): Promise<AsyncIterable<Row[]>> {
  const { filter, params, order } = await requestFilter(db, body, scope);
  const sql = `SELECT ${REQUEST_ROW_COLUMNS}, ${isoDateTime('r.created_at')} AS "createdIso"
     FROM reservation_requests r JOIN agency a ON a.id = r.agency_id WHERE ${filter} ORDER BY ${order}`;
  return mapBatches(db.stream(sql, params), (row) => csvRow(row, lang));
}
