/**
 * The request body checked in the browser against the same JSON Schema the server uses
 * (`requestBodySchema`, precompiled at build time: scripts/body-validators.ts), so a malformed body is shown before it is sent; errors keyed by the
 * server's field paths (`requestDestinations[0].checkOutDate`) so both read alike.
 */
import validate from 'virtual:body-validator/request-body';
import { fieldPath } from '@domain/field-path';
import type { RequestBody } from '@domain/reservations/request-schema';

export type FieldErrors = Record<string, string[]>;

/** The body's problems (empty when valid); messages are the wizard's generic ones, by i18n key. */
export function bodyErrors(body: RequestBody): FieldErrors {
  if (validate(JSON.parse(JSON.stringify(body)))) return {};
  const errors: FieldErrors = {};
  for (const e of validate.errors ?? []) {
    const missing = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : undefined;
    const path = fieldPath(e.instancePath, missing);
    const key =
      e.keyword === 'minimum' && /Id$/.test(path)
        ? 'reservationWizard.errors.required'
        : e.keyword === 'format' || e.keyword === 'pattern'
          ? 'reservationWizard.errors.format'
          : e.keyword === 'required'
            ? 'reservationWizard.errors.required'
            : 'reservationWizard.errors.invalid';
    (errors[path] ??= []).push(key);
  }
  return errors;
}

/** The wizard step a field path belongs to: 1 request, 2 travel plan, 3 transportations, 4 passengers, 5 complete. */
export function stepOfField(path: string): number {
  if (path.startsWith('requestDestinations')) return 2;
  // The documents are step 3's (transport tickets): a refused or expired file is shown there.
  if (path.startsWith('requestTransportations') || path.startsWith('documents') || path.startsWith('documentIds'))
    return 3;
  if (path.startsWith('requestPassengers')) return 4;
  if (path === 'agencyId' || path === 'requestType' || path === 'requestGuid') return 1;
  return 5;
}

/** The errors of one step. */
export function errorsOfStep(errors: FieldErrors, step: number): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));
}
