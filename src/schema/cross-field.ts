/**
 * Rules between two properties of one entity, declared by annotation and shared by the server
 * (validateEntity: 400 `{errors}`) and the forms (SchemaForm's `customValidate`), so both say the
 * same thing. Today one: `x-matches-siren` on a VAT number names the property holding the SIREN,
 * and a French VAT number must carry that SIREN. Checked only when both values are given and
 * each passes its own format (its own message says what is wrong otherwise).
 */
import { isEuVatNumber, isSiren, vatMatchesSiren } from '../domain/legal-identity/checks.js';
import { fieldMessage } from './messages.js';
import type { EntitySchema, Lang } from './types.js';

/** Messages by property, as validateEntity answers them; empty when every rule holds. */
export function crossFieldErrors(
  schema: EntitySchema,
  values: Record<string, unknown>,
  lang: Lang,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    const sirenProperty = prop['x-matches-siren'];
    if (!sirenProperty) continue;
    const vat = values[name];
    const siren = values[sirenProperty];
    if (typeof vat !== 'string' || typeof siren !== 'string' || !isEuVatNumber(vat) || !isSiren(siren)) continue;
    if (!vatMatchesSiren(vat, siren)) errors[name] = [fieldMessage(schema, name, 'matchesSiren', lang)];
  }
  return errors;
}
