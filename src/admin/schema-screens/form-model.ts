/**
 * Pure derivations from an entity schema for its RJSF form: the UI schema saying how each
 * field is drawn, and the conversions of a row into form data and of form data into a request
 * body (the JSON Schema the form validates against is src/schema/form-schema.ts, shared with
 * the server that precompiles it). No React here; unit tested alone.
 *
 * The schema says what (bounds, required); the UI schema says how (style example 2):
 * `ui:order` from `formOrder`, read-only properties hidden, `x-widget` and `x-ref` as named
 * widgets, booleans as switches, labels and placeholders in the asked language.
 */
import type { UiSchema } from '@rjsf/utils';
import { fieldLabel } from '@schema/messages.js';
import type { EntitySchema, Lang, RefAnnotation } from '@schema/types.js';
import { binaryFields, enumLabelsOf, imagePairOf, secretFields, secretsAndBinaries } from './form-annotations.js';

/** Names of the custom widgets registered by the form (see SchemaForm.tsx). */
export const WIDGETS = {
  ref: 'ref',
  switch: 'switch',
  richtext: 'richtext',
  image: 'image',
  color: 'color',
  secret: 'secret',
  /** An RJSF field (`ui:field`), not a widget: see widgets/MoneyField.tsx. */
  money: 'money',
} as const;

/** Options the `image` widget reads from `ui:options` for an `x-image` pair. */
export interface ImageWidgetOptions {
  /** The property that carries the chosen image's base64 (`x-image.binary`). */
  binary?: string;
  /** Accepted kinds, e.g. ["png", "ico"]; any image when absent. */
  types?: string[];
}

/** Options the `ref` widget reads from `ui:options`. */
export interface RefWidgetOptions {
  ref: RefAnnotation;
}

function fieldUi(schema: EntitySchema, name: string, lang: Lang): UiSchema {
  const prop = schema.properties[name];
  if (prop.readOnly || binaryFields(schema).includes(name)) return { 'ui:widget': 'hidden' };
  const ui: UiSchema = { 'ui:title': fieldLabel(schema, name, lang) };
  const placeholder = prop['x-placeholder']?.[lang];
  if (placeholder) ui['ui:placeholder'] = placeholder;
  if (prop['x-ref']) {
    ui['ui:widget'] = WIDGETS.ref;
    ui['ui:options'] = { ref: prop['x-ref'] } satisfies RefWidgetOptions;
  } else if (prop['x-widget'] === 'richtext') {
    ui['ui:widget'] = WIDGETS.richtext;
  } else if (secretFields(schema).includes(name)) {
    ui['ui:widget'] = WIDGETS.secret;
  } else if (prop['x-widget'] === 'image' && imagePairOf(prop)) {
    const pair = imagePairOf(prop)!;
    ui['ui:widget'] = WIDGETS.image;
    ui['ui:options'] = { binary: pair.binary, types: pair.types } satisfies ImageWidgetOptions;
  } else if (prop['x-widget'] === 'money') {
    ui['ui:field'] = WIDGETS.money;
    ui['ui:hideError'] = true;
  } else if (prop['x-widget']) {
    ui['ui:widget'] = prop['x-widget'];
  } else if (prop.type === 'boolean') {
    ui['ui:widget'] = WIDGETS.switch;
  }
  const enumLabels = enumLabelsOf(prop);
  if (prop.enum && enumLabels) ui['ui:enumNames'] = enumLabels.map((label) => label[lang] ?? label.en);
  return ui;
}

/**
 * The UI schema of an entity's form in one language.
 *
 * @example
 * deriveUiSchema(paymentAccount, 'en').infraTypeId
 * // { 'ui:title': 'Payment Category', 'ui:placeholder': '-- Select Payment Category --',
 * //   'ui:widget': 'ref', 'ui:options': { ref: { resource: 'infra-type', ... } } }
 */
export function deriveUiSchema(schema: EntitySchema, lang: Lang): UiSchema {
  const names = Object.keys(schema.properties);
  const order = schema.resource.formOrder ?? names;
  const ui: UiSchema = {
    'ui:order': [...order, '*'],
    'ui:submitButtonOptions': { norender: true },
  };
  for (const name of names) ui[name] = fieldUi(schema, name, lang);
  return ui;
}

/** Form data of a row: the schema's properties only, without null or absent values. */
export function toFormData(schema: EntitySchema, row: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const name of Object.keys(schema.properties)) {
    if (row[name] !== null && row[name] !== undefined) out[name] = row[name];
  }
  return out;
}

/**
 * The request body of a save: every writable property, null when empty (the id is the data
 * provider's); a secret only when typed, an image's new bytes when chosen.
 */
export function toBody(schema: EntitySchema, formData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop.readOnly) continue;
    const value = formData[name];
    out[name] = value === undefined || value === '' ? null : value;
  }
  return secretsAndBinaries(schema, formData, out);
}
