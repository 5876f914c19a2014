/**
 * `updatetransportation`: one transportation of the request. With the guid of a stored one
 * (`transportationGuid`) its values are replaced by the ones sent (404 when the request has no
 * transportation of that guid); without a guid one is added after the others (at most 100 per
 * request, like `add`). Checked like `add`: HH:mm times, arrival not before departure, the type,
 * provider, cities and stations.
 */
import { transportationProblems } from '@domain/reservations/request-rules.js';
import { requestBodySchema } from '@domain/reservations/request-schema.js';
import { transportationUpdateSchema, type TransportationUpdate } from '@domain/reservations/update-schema.js';
import { HttpError } from '../../errors.js';
import { bodyReader, Problems } from '../input.js';
import { message } from '../messages.js';
import { checkTransportations } from '../references.js';
import { addTransportation, replaceTransportation, transportationCount } from './repository.js';
import type { UpdateKind } from './update-flow.js';

const MAX_TRANSPORTATIONS = requestBodySchema.properties.requestTransportations.maxItems;

export const transportationUpdate: UpdateKind<TransportationUpdate> = {
  read: bodyReader<TransportationUpdate>(transportationUpdateSchema),
  description: (body) =>
    body.requestTransportation.transportationGuid ? 'Transportation updated' : 'Transportation added',
  async apply({ tx, request, lang }, body) {
    const { transportationGuid, ...values } = body.requestTransportation;
    const p = new Problems(lang);
    for (const problem of transportationProblems(values, 'requestTransportation'))
      p.add(problem.path, problem.key, problem.values);
    await checkTransportations(tx, [{ t: values, at: 'requestTransportation' }], p);
    if (!transportationGuid && (await transportationCount(tx, request.id)) >= MAX_TRANSPORTATIONS) {
      p.add('requestTransportations', 'maxItems', { limit: MAX_TRANSPORTATIONS });
    }
    p.throwIfAny();
    if (!transportationGuid) return addTransportation(tx, request.id, values);
    if (!(await replaceTransportation(tx, request.id, transportationGuid.toLowerCase(), values))) {
      throw new HttpError(404, message(lang, 'transportationNotFound'));
    }
  },
};
