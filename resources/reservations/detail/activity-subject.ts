/**
 * The request's activity changes read by the audit diff (src/admin/audit/AuditDiff): each change
 * names a path (`requestPassengers[2].firstName`, `requestDestinations[0].destinationHotels[1].statusId`)
 * which reads "Passenger 3 › First name", "Destination 1 › Hotel 2 › Status"; statuses, genders and
 * age groups by their label, dates as dates; of a field recorded both as an id and as a name, one.
 * The Audit Log reads the request's entries (entity `reservation-request`) the same way (module.tsx).
 */
import type { AuditSubject, Translate } from '@admin/audit/audit-subjects';
import type { FieldFormat } from '@admin/audit/audit-values';
import { REQUEST_STATUSES } from '@domain/reservations/request-schema';
import { ACTIVITY_STATUS } from '@domain/reservations/statuses';

const DATE_FIELDS = new Set(['checkInDate', 'checkOutDate', 'dateOfBirth', 'departureDate', 'arrivalDate']);

/**
 * A field recorded twice, as an id and as its name (the detail carries both): the readable one of
 * each pair is shown, the other hidden when both changed (an id's name, a status by its label).
 */
const SHOWN_BY: Record<string, string> = {
  agencyId: 'agencyName',
  counterId: 'counterName',
  supplierId: 'supplierName',
  operatorId: 'operatorName',
  status: 'statusId',
  requestActivityStatus: 'requestActivityStatusId',
  requestType: 'requestTypeName',
};

/** One step of a path: a property and, for a list item, its index. */
export function pathSteps(path: string): { name: string; index?: number }[] {
  return [...path.matchAll(/([A-Za-z_$][\w$]*)(?:\[(\d+)\])?/g)].map(([, name, index]) => ({
    name,
    index: index === undefined ? undefined : Number(index),
  }));
}

function labels(translate: Translate, prefix: string, ids: (string | number)[]): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [String(id), translate(`${prefix}.${id}`)]));
}

export function requestActivitySubject(translate: Translate): AuditSubject {
  const statuses = labels(translate, 'reservations.status', Object.keys(REQUEST_STATUSES));
  const formats: Record<string, FieldFormat> = {
    statusId: { labels: statuses },
    requestActivityStatusId: {
      labels: labels(translate, 'reservations.activityStatus', Object.values(ACTIVITY_STATUS)),
    },
    gender: { labels: labels(translate, 'reservationDetail.gender', [1, 2]) },
    ageGroup: { labels: labels(translate, 'reservationDetail.ageGroup', [1, 2, 3, 4]) },
    dateCreated: { kind: 'date-time' },
  };
  return {
    entity: 'reservation-request',
    label: translate('reservationList.title'),
    field(path) {
      const steps = pathSteps(path);
      const leaf = steps[steps.length - 1]?.name ?? path;
      const label = steps
        .map(({ name, index }) =>
          index === undefined
            ? translate(`reservationDetail.changeFields.${name}`, {
                _: translate(`history.fields.${name}`, { _: name }),
              })
            : translate(`reservationDetail.changeItems.${name}`, { n: index + 1, _: `${name} ${index + 1}` }),
        )
        .join(' › ');
      const format = formats[leaf] ?? (DATE_FIELDS.has(leaf) ? { kind: 'date' as const } : {});
      const by = steps[steps.length - 1]?.index === undefined ? SHOWN_BY[leaf] : undefined;
      return { label, format, shownBy: by && path.slice(0, path.length - leaf.length) + by };
    },
  };
}
