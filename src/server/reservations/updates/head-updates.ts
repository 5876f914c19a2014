/**
 * Updates of the request's own fields: the agency's reference number, the counter, the agency,
 * the remarks and the status (a cancellation). `requestReference`, made by the server at
 * submission, never changes.
 */
import {
  agencyUpdateSchema,
  counterUpdateSchema,
  referenceNumberUpdateSchema,
  remarksUpdateSchema,
  statusUpdateSchema,
  type AgencyUpdate,
  type CounterUpdate,
  type ReferenceNumberUpdate,
  type RemarksUpdate,
  type StatusUpdate,
} from '@domain/reservations/update-schema.js';
import { REQUEST_STATUS } from '@domain/reservations/statuses.js';
import { REQUEST_STATUSES } from '@domain/reservations/request-schema.js';
import { HttpError } from '../../errors.js';
import { bodyReader, Problems } from '../input.js';
import { message } from '../messages.js';
import { agencyExists } from '../references.js';
import { isActiveCompanyUser, setAgency, setCounter, setReferenceNumber, setRemarks, setStatus } from './repository.js';
import type { UpdateKind } from './update-flow.js';

export const referenceNumberUpdate: UpdateKind<ReferenceNumberUpdate> = {
  read: bodyReader<ReferenceNumberUpdate>(referenceNumberUpdateSchema),
  description: () => 'Reference number updated',
  apply: ({ tx, request }, body) => setReferenceNumber(tx, request.id, body.referenceNumber ?? null),
};

/** The counter: an unlocked company user, or none. */
export const counterUpdate: UpdateKind<CounterUpdate> = {
  read: bodyReader<CounterUpdate>(counterUpdateSchema),
  companyOnly: true,
  description: (body) => (body.counterId ? 'Counter updated' : 'Counter removed'),
  async apply({ tx, request, lang }, body) {
    const counterId = body.counterId ?? null;
    if (counterId !== null && !(await isActiveCompanyUser(tx, counterId))) {
      const p = new Problems(lang);
      p.add('counterId', 'invalid');
      p.throwIfAny();
    }
    await setCounter(tx, request.id, counterId);
  },
};

export const agencyUpdate: UpdateKind<AgencyUpdate> = {
  read: bodyReader<AgencyUpdate>(agencyUpdateSchema),
  companyOnly: true,
  description: () => 'Agency updated',
  async apply({ tx, request, lang }, body) {
    if (!(await agencyExists(tx, body.agencyId))) {
      const p = new Problems(lang);
      p.add('agencyId', 'invalid');
      p.throwIfAny();
    }
    await setAgency(tx, request.id, body.agencyId);
  },
};

export const remarksUpdate: UpdateKind<RemarksUpdate> = {
  read: bodyReader<RemarksUpdate>(remarksUpdateSchema),
  description: () => 'Notes updated',
  apply: ({ tx, request }, body) => setRemarks(tx, request.id, body.remarks ?? null),
};

/** The request's status; agency users may only cancel (5), company users set any status. */
export const statusUpdate: UpdateKind<StatusUpdate> = {
  read: bodyReader<StatusUpdate>(statusUpdateSchema),
  activityType: 'status',
  description: (body) =>
    body.statusId === REQUEST_STATUS.Canceled
      ? 'Request canceled'
      : `Status changed to ${REQUEST_STATUSES[body.statusId]}`,
  async apply({ tx, request, caller, lang }, body) {
    if (caller.agencyId !== undefined && body.statusId !== REQUEST_STATUS.Canceled)
      throw new HttpError(403, message(lang, 'agencyMayOnlyCancel'));
    await setStatus(tx, request.id, body.statusId);
  },
};
