/**
 * `updatepassenger`: the passengers sent are merged into the stored ones by `passengerGuid`: a
 * stored guid takes the values sent (the whole passenger: a field left out is cleared), a
 * passenger without a guid is added after the others, the passengers not sent stay as they are.
 * The merged list is held to the rules of `add` (the first passenger of room 1 named, rooms that
 * exist in the destination with the most rooms, no birth date in the future).
 */
import { mostRoomsOf, passengerProblems } from '@domain/reservations/request-rules.js';
import { MAX_PASSENGERS, type PassengerBody } from '@domain/reservations/request-schema.js';
import {
  passengersUpdateSchema,
  type PassengersUpdate,
  type PassengerUpdateItem,
} from '@domain/reservations/update-schema.js';
import { bodyReader, Problems } from '../input.js';
import { writePassengers } from './repository.js';
import type { UpdateKind } from './update-flow.js';

export const passengersUpdate: UpdateKind<PassengersUpdate> = {
  read: bodyReader<PassengersUpdate>(passengersUpdateSchema),
  description: () => 'Passengers updated',
  async apply({ tx, request, lang, before }, body) {
    const p = new Problems(lang);
    const sent = body.requestPassengers.map((x) => ({ ...x, passengerGuid: x.passengerGuid?.toLowerCase() }));
    const stored = new Set(before.requestPassengers.map((x) => x.passengerGuid));
    const sentAt = new Map<string, number>();
    sent.forEach((x, i) => {
      if (!x.passengerGuid) return;
      if (!stored.has(x.passengerGuid)) p.add(`requestPassengers[${i}].passengerGuid`, 'passengerNotOfRequest');
      else if (sentAt.has(x.passengerGuid)) p.add(`requestPassengers[${i}].passengerGuid`, 'listedTwice');
      else sentAt.set(x.passengerGuid, i);
    });
    p.throwIfAny();

    // The list as it will be: stored order, updated in place, new ones last; `from` = index in the body.
    const merged: { passenger: PassengerBody; from?: number }[] = [
      ...before.requestPassengers.map((s) => {
        const i = sentAt.get(s.passengerGuid);
        return i === undefined ? { passenger: s } : { passenger: sent[i], from: i };
      }),
      ...sent.flatMap((x, i) => (x.passengerGuid ? [] : [{ passenger: x, from: i }])),
    ];
    if (merged.length > MAX_PASSENGERS) p.add('requestPassengers', 'maxItems', { limit: MAX_PASSENGERS });
    const pathOf = (k: number) =>
      merged[k].from === undefined ? 'requestPassengers' : `requestPassengers[${merged[k].from}]`;
    const today = new Date().toISOString().slice(0, 10);
    for (const problem of passengerProblems(
      merged.map((m) => m.passenger),
      mostRoomsOf(before.requestDestinations),
      today,
      pathOf,
    )) {
      p.add(problem.path, problem.key, problem.values);
    }
    p.throwIfAny();

    const updated = sent.filter((x): x is PassengerUpdateItem & { passengerGuid: string } => !!x.passengerGuid);
    await writePassengers(
      tx,
      request.id,
      updated,
      sent.filter((x) => !x.passengerGuid),
    );
  },
};
