/**
 * What is missing in each step, at its field (the body path the step components already show
 * errors under: `requestDestinations[0].checkOutDate`), with the key that says when the user has
 * touched that field. A problem shows once its field is touched (its value changed) or once Next
 * (or Submit) was pressed on its step, never on a field nobody has reached yet.
 * The rules are src/domain/reservations/step-validity.ts; the schema's own checks (formats,
 * lengths) come from validate-body.ts.
 */
import type { FormCopy } from '@domain/reservations/form-state';
import { toRequestBody } from '@domain/reservations/request-body';
import { checkOutMessages } from '@domain/reservations/stay-dates';
import {
  passengerProblemPaths,
  travelPlanProblemPath,
  travelPlanProblems,
  type TravelPlanProblem,
} from '@domain/reservations/step-validity';
import type { PlanDestination } from '@domain/reservations/travel-plan';
import { bodyErrors, stepOfField, type FieldErrors } from './validate-body';

export interface StepProblem {
  step: number;
  path: string;
  /** An i18n key of the wizard (`reservationWizard.…`) or a text. */
  message: string;
  /** The touched key of the field (`touchedKeys`); null: shown only once the step is revealed. */
  touchKey: string | null;
}

const REQUIRED = 'reservationWizard.errors.required';

function planMessage(p: TravelPlanProblem, lang: 'en' | 'fr'): string | null {
  switch (p.rule) {
    case 'check-out-not-after-check-in':
      return checkOutMessages[lang];
    case 'nothing-booked':
      return 'reservationWizard.nothingBooked';
    case 'hotel-without-rooms':
      return 'reservationWizard.errors.hotelWithoutRooms';
    case 'too-many-rooms':
      return null; // shown at once by the travel plan (a count the user just raised)
    default:
      return REQUIRED;
  }
}

function planTouchKey(copy: FormCopy, p: TravelPlanProblem): string | null {
  const destination = copy.destinations.destinations[p.index];
  if (!destination) return null;
  switch (p.rule) {
    case 'no-city':
      return `${destination.uniqueIdentifier}.cityId`;
    case 'no-check-in':
      return `${destination.uniqueIdentifier}.checkInDate`;
    case 'no-check-out':
    case 'check-out-not-after-check-in':
      return `${destination.uniqueIdentifier}.checkOutDate`;
    case 'room-incomplete': {
      const room = destination.accommodations[p.hotel]?.rooms[p.room];
      return room ? `${room.id}.${p.field}` : null;
    }
    default:
      return null;
  }
}

/** Every problem of the copy, by step (an empty list: nothing missing). */
export function stepProblems(
  copy: FormCopy,
  plan: readonly PlanDestination[],
  agencyId: number | null,
  lang: 'en' | 'fr',
): StepProblem[] {
  const problems: StepProblem[] = [];
  if (agencyId === null) problems.push({ step: 1, path: 'agencyId', message: REQUIRED, touchKey: null });
  for (const p of travelPlanProblems(plan, copy.generalDetails.requestType)) {
    const message = planMessage(p, lang);
    if (message) problems.push({ step: 2, path: travelPlanProblemPath(p), message, touchKey: planTouchKey(copy, p) });
  }
  const lead = copy.passengers[0]?.passengers[0];
  for (const path of passengerProblemPaths(copy.passengers)) {
    const field = path.slice(path.lastIndexOf('.') + 1);
    problems.push({ step: 4, path, message: REQUIRED, touchKey: lead ? `${lead.uniqueIdentifier}.${field}` : null });
  }
  // The schema's checks, where the rules above said nothing about the field.
  const known = new Set(problems.map((p) => p.path));
  for (const [path, messages] of Object.entries(bodyErrors(toRequestBody(copy, agencyId)))) {
    if (known.has(path) || path === 'requestDestinations') continue;
    problems.push({ step: stepOfField(path), path, message: messages[0], touchKey: null });
  }
  return problems;
}

/** The problems to show: those of a revealed step, and those whose field was touched. */
export function shownProblems(
  problems: readonly StepProblem[],
  revealed: ReadonlySet<number>,
  touched: ReadonlySet<string>,
): FieldErrors {
  const shown: FieldErrors = {};
  for (const p of problems) {
    if (revealed.has(p.step) || (p.touchKey !== null && touched.has(p.touchKey)))
      (shown[p.path] ??= []).push(p.message);
  }
  return shown;
}

/** The fields whose value changed from one copy to the next, as touched keys (`<destination id>.checkInDate`). */
export function touchedKeys(before: FormCopy, after: FormCopy): string[] {
  const keys: string[] = [];
  const earlier = new Map(before.destinations.destinations.map((d) => [d.uniqueIdentifier, d]));
  for (const d of after.destinations.destinations) {
    const old = earlier.get(d.uniqueIdentifier);
    if (!old) continue; // just added: nothing typed yet
    if (old.cityId !== d.cityId) keys.push(`${d.uniqueIdentifier}.cityId`);
    if (old.checkInCheckOutDate.start !== d.checkInCheckOutDate.start) keys.push(`${d.uniqueIdentifier}.checkInDate`);
    if (old.checkInCheckOutDate.end !== d.checkInCheckOutDate.end) keys.push(`${d.uniqueIdentifier}.checkOutDate`);
    const rooms = new Map(old.accommodations.flatMap((a) => a.rooms).map((r) => [r.id, r]));
    for (const r of d.accommodations.flatMap((a) => a.rooms)) {
      const was = rooms.get(r.id);
      if (!was) continue;
      if (was.roomType !== r.roomType) keys.push(`${r.id}.roomTypeId`);
      if (was.providingPolicyId !== r.providingPolicyId) keys.push(`${r.id}.providingPolicyId`);
    }
  }
  const people = new Map(before.passengers.flatMap((r) => r.passengers).map((p) => [p.uniqueIdentifier, p]));
  for (const p of after.passengers.flatMap((r) => r.passengers)) {
    const was = people.get(p.uniqueIdentifier);
    if (!was) continue;
    if (was.firstName !== p.firstName) keys.push(`${p.uniqueIdentifier}.firstName`);
    if (was.lastName !== p.lastName) keys.push(`${p.uniqueIdentifier}.lastName`);
  }
  return keys;
}
