/**
 * `updateservices` and `updateexcursions`: the tour services, or the excursions, of one
 * destination of the request (the detail's destination `id`) become exactly the ids sent (an id
 * sent twice counts once; the ones kept keep their rows). Ids are checked like `add` (live; an
 * excursion offered in the destination's city), and the destination must still hold an
 * excursion, a tour service or a room.
 */
import {
  excursionsUpdateSchema,
  servicesUpdateSchema,
  type ExcursionsUpdate,
  type ServicesUpdate,
} from '@domain/reservations/update-schema.js';
import type { Queryable } from '../../db/types.js';
import { bodyReader, Problems } from '../input.js';
import { checkExcursions, checkTourServices } from '../references.js';
import { destinationOf, replaceExcursions, replaceTourServices, type DestinationRow } from './repository.js';
import type { UpdateKind } from './update-flow.js';

/** The request's destination, or a 400 on `<field>.destinationId`. */
async function destinationOrProblem(
  tx: Queryable,
  requestId: number,
  destinationId: number,
  field: string,
  p: Problems,
): Promise<DestinationRow> {
  const destination = await destinationOf(tx, requestId, destinationId);
  if (!destination) {
    p.add(`${field}.destinationId`, 'destinationNotOfRequest');
    p.throwIfAny();
  }
  return destination!;
}

export const servicesUpdate: UpdateKind<ServicesUpdate> = {
  read: bodyReader<ServicesUpdate>(servicesUpdateSchema),
  description: () => 'Tour services updated',
  async apply({ tx, request, lang }, body) {
    const p = new Problems(lang);
    const { destinationId } = body.destinationService;
    const ids = [...new Set(body.destinationService.tourServiceIds ?? [])];
    const destination = await destinationOrProblem(tx, request.id, destinationId, 'destinationService', p);
    await checkTourServices(
      tx,
      (body.destinationService.tourServiceIds ?? []).map((tourServiceId, i) => ({
        tourServiceId,
        path: `destinationService.tourServiceIds[${i}]`,
      })),
      p,
    );
    if (!ids.length && !destination.rooms && !destination.excursions)
      p.add('destinationService.tourServiceIds', 'emptyDestination');
    p.throwIfAny();
    await replaceTourServices(tx, destinationId, ids);
  },
};

export const excursionsUpdate: UpdateKind<ExcursionsUpdate> = {
  read: bodyReader<ExcursionsUpdate>(excursionsUpdateSchema),
  description: () => 'Excursions updated',
  async apply({ tx, request, lang }, body) {
    const p = new Problems(lang);
    const { destinationId } = body.destinationsExcursion;
    const ids = [...new Set(body.destinationsExcursion.excursionIds ?? [])];
    const destination = await destinationOrProblem(tx, request.id, destinationId, 'destinationsExcursion', p);
    await checkExcursions(
      tx,
      (body.destinationsExcursion.excursionIds ?? []).map((excursionId, i) => ({
        excursionId,
        cityId: destination.cityId,
        path: `destinationsExcursion.excursionIds[${i}]`,
      })),
      p,
    );
    if (!ids.length && !destination.rooms && !destination.tours)
      p.add('destinationsExcursion.excursionIds', 'emptyDestination');
    p.throwIfAny();
    await replaceExcursions(tx, destinationId, ids);
  },
};
