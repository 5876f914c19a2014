/**
 * The string formats the project adds to JSON Schema's: a company's legal identifiers
 * (src/domain/legal-identity/checks.ts). Known to every ajv of the server (ajv.ts) and to the
 * forms' precompiled validators, whose standalone code takes them from `browser-formats.ts`
 * (server/routes/form-validators.ts), so a form and the API refuse the same values.
 */
import { isBic, isEuVatNumber, isIban, isSiren, isSiret } from '../domain/legal-identity/checks.js';

export const LEGAL_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  siren: isSiren,
  siret: isSiret,
  iban: isIban,
  bic: isBic,
  'eu-vat': isEuVatNumber,
};
