/**
 * JSON Schemas of the `x-` annotations themselves. A schema file is checked against these
 * at start-up, so a typo in an annotation stops the process with the file, the property
 * and the reason instead of producing a half-working screen.
 */
import { MAX_PAGE_SIZE } from '@domain/paging.js';

export const localText = {
  type: 'object',
  required: ['en', 'fr'],
  additionalProperties: false,
  properties: { en: { type: 'string', minLength: 1 }, fr: { type: 'string', minLength: 1 } },
} as const;

const text = { type: 'string', minLength: 1 } as const;

/**
 * Message overrides by rule. The keys are spelt out as `properties` (not `propertyNames` with
 * an enum) so that `FromSchema` in types.ts derives the exact key set.
 */
const messages = {
  type: 'object',
  additionalProperties: false,
  properties: {
    required: text,
    minLength: text,
    maxLength: text,
    minimum: text,
    maximum: text,
    type: text,
    format: text,
    pattern: text,
    enum: text,
    reference: text,
    unique: text,
    multipleOf: text,
    matchesSiren: text,
  },
} as const;

const identifier = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' } as const;
const permission = { type: 'string', pattern: '^[A-Z][A-Za-z]*(\\.[A-Z][A-Za-z]*)+$' } as const;
const relativePath = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' } as const;

const resourceText = {
  type: 'object',
  required: ['one', 'many'],
  additionalProperties: false,
  properties: {
    one: { type: 'string', minLength: 1 },
    many: { type: 'string', minLength: 1 },
    // French sentences name the entity with its article and agree with it ("la devise",
    // "Devise supprimée"): the noun's gender, or `the`, the noun with its article where the
    // rule (le/la, l' before a vowel or h) does not fit. nouns.ts reads them.
    gender: { enum: ['m', 'f'] },
    the: { type: 'string', minLength: 1 },
    messages: {
      type: 'object',
      additionalProperties: false,
      properties: {
        created: text,
        updated: text,
        deleted: text,
        createFailed: text,
        updateFailed: text,
        deleteFailed: text,
      },
    },
  },
} as const;

/** A property group (a tab of the form): `{ key, title: {en, fr}, fields }`. */
const group = {
  type: 'object',
  required: ['key', 'title', 'fields'],
  additionalProperties: false,
  properties: {
    key: identifier,
    title: localText,
    fields: { type: 'array', minItems: 1, uniqueItems: true, items: identifier },
  },
} as const;

export const resourceAnnotationSchema = {
  type: 'object',
  // A list resource also needs listKey, list and permissions.delete; a singleton (one row,
  // get/save) has none of them (normalize.ts says which is missing).
  required: ['route', 'api', 'text', 'permissions'],
  additionalProperties: false,
  properties: {
    singleton: { type: 'boolean' },
    groups: { type: 'array', minItems: 1, items: group },
    public: {
      type: 'object',
      required: ['path', 'fields'],
      additionalProperties: false,
      properties: {
        path: relativePath,
        fields: { type: 'array', minItems: 1, uniqueItems: true, items: identifier },
      },
    },
    route: { type: 'string', pattern: '^[a-z][a-z0-9-]*(/[a-z][a-z0-9-]*)*$' },
    api: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' },
    table: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,62}$' },
    text: {
      type: 'object',
      required: ['en', 'fr'],
      additionalProperties: false,
      properties: { en: resourceText, fr: resourceText },
    },
    permissions: {
      type: 'object',
      required: ['view', 'add'],
      additionalProperties: false,
      properties: { view: permission, add: permission, delete: permission },
    },
    listKey: { type: 'string', pattern: '^[a-zA-Z]+(\\.[a-zA-Z]+)*$' },
    totalKey: { type: 'string', pattern: '^[a-zA-Z]+(\\.[a-zA-Z]+)*$' },
    paging: {
      type: 'object',
      additionalProperties: false,
      properties: {
        method: { enum: ['GET', 'POST'] },
        page: identifier,
        size: identifier,
        search: identifier,
        defaultSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      },
    },
    endpoints: {
      type: 'object',
      additionalProperties: false,
      properties: {
        list: relativePath,
        create: relativePath,
        update: relativePath,
        delete: relativePath,
        getOne: relativePath,
        all: relativePath,
        trash: relativePath,
        restore: relativePath,
        export: relativePath,
      },
    },
    lookups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'params'],
        additionalProperties: false,
        properties: {
          path: relativePath,
          params: { type: 'array', items: identifier },
          fields: { type: 'array', minItems: 1, items: identifier },
          api: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' },
        },
      },
    },
    gallery: {
      type: 'object',
      required: ['upload', 'delete', 'ownerField'],
      additionalProperties: false,
      properties: {
        upload: relativePath,
        delete: relativePath,
        ownerField: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
        contextFields: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' } },
        maxFiles: { type: 'integer', minimum: 1, maximum: 50 },
      },
    },
    /** Query parameter of the delete endpoint's id (default `id`), e.g. `countryId` (spec §7). */
    deleteParam: identifier,
    detailRoute: { type: 'string', pattern: '^[a-z][a-z0-9-]*(/[a-z][a-z0-9-]*)*$' },
    list: {
      type: 'object',
      required: ['columns'],
      additionalProperties: false,
      properties: {
        columns: {
          type: 'array',
          minItems: 1,
          items: {
            anyOf: [
              identifier,
              {
                type: 'object',
                required: ['field'],
                additionalProperties: false,
                properties: {
                  field: identifier,
                  label: localText,
                  // money: an amount in the tenant's currency, in the user's language ('€1,250.00').
                  format: { enum: ['active', 'date', 'datetime', 'html', 'money'] },
                },
              },
            ],
          },
        },
        search: { type: 'array', items: identifier },
        // A property name (its kind derived from the property) or a declaration (list-filters.ts).
        filters: {
          type: 'array',
          items: {
            anyOf: [
              identifier,
              {
                type: 'object',
                required: ['field'],
                additionalProperties: false,
                properties: {
                  field: identifier,
                  kind: { enum: ['contains', 'equals', 'reference', 'enum', 'boolean', 'dateRange'] },
                  label: localText,
                  params: {
                    type: 'object',
                    additionalProperties: false,
                    properties: { value: identifier, from: identifier, to: identifier },
                  },
                },
              },
            ],
          },
        },
        filterAliases: { type: 'object', propertyNames: identifier, additionalProperties: identifier },
        sort: {
          type: 'object',
          required: ['field', 'order'],
          additionalProperties: false,
          properties: { field: identifier, order: { enum: ['ASC', 'DESC'] } },
        },
      },
    },
    menu: {
      type: 'object',
      required: ['group', 'order'],
      additionalProperties: false,
      properties: {
        group: identifier,
        order: { type: 'integer' },
        icon: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$' },
      },
    },
    agencyScope: identifier,
    formOrder: { type: 'array', items: identifier },
    picker: { type: 'array', items: identifier, uniqueItems: true },
  },
} as const;

/** A property's label and messages in one language (`x-i18n.fr`). */
const languageOverrides = {
  type: 'object',
  additionalProperties: false,
  properties: { title: text, messages },
} as const;

export const propertyAnnotationSchemas = {
  'x-widget': { enum: ['richtext', 'textarea', 'password', 'image', 'color', 'money'] },
  // The spec's path/binary pair of an image property (singletons): the name of the body key
  // carrying a new image as base64, and the image types accepted by content.
  'x-image': {
    type: 'object',
    required: ['binary'],
    additionalProperties: false,
    properties: {
      binary: identifier,
      types: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['png', 'jpeg', 'webp', 'gif', 'ico'] } },
    },
  },
  // The spec's `mainImageFullPath`: an entity's image property answered a second time, read-only,
  // under this name, holding the URL an `<img src>` loads (the stored `/api/files/{id}`).
  'x-full-path': identifier,
  // On a VAT number (`format: eu-vat`): the sibling property holding the SIREN (`format: siren`)
  // that a French VAT number must carry; checked when both are given (cross-field.ts).
  'x-matches-siren': identifier,
  // Labels of an `enum`'s values, in the same order (a dropdown: 1 → Suspended).
  'x-enum-labels': { type: 'array', minItems: 1, items: localText },
  'x-ref': {
    type: 'object',
    required: ['resource', 'label'],
    additionalProperties: false,
    properties: {
      resource: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      query: {
        type: 'object',
        additionalProperties: { type: ['string', 'number', 'boolean'] },
      },
      label: identifier,
      as: identifier,
      dependsOn: {
        type: 'object',
        required: ['field', 'param'],
        additionalProperties: false,
        properties: { field: identifier, param: identifier },
      },
    },
  },
  'x-messages': messages,
  // Unique among live rows (the trash does not count): `true`, or `{ within, caseSensitive }` for a
  // value unique per parent (a city's title within its country). Text compares ignoring case
  // unless `caseSensitive`. A unique index enforces it (server/db/unique-indexes.ts).
  'x-unique': {
    anyOf: [
      { const: true },
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          within: { type: 'array', minItems: 1, uniqueItems: true, items: identifier },
          caseSensitive: { type: 'boolean' },
        },
      },
    ],
  },
  'x-placeholder': localText,
  'x-i18n': {
    type: 'object',
    additionalProperties: false,
    properties: { en: languageOverrides, fr: languageOverrides },
  },
} as const;

/** What a property of an entity may be: the JSON Schema subset the engine maps to SQL and forms. */
export const propertySchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { enum: ['string', 'integer', 'number', 'boolean'] },
    title: { type: 'string', minLength: 1 },
    // The last five: legal identifiers (formats.ts), checked by the server and the forms alike.
    format: { enum: ['date', 'date-time', 'email', 'uri', 'siren', 'siret', 'iban', 'bic', 'eu-vat'] },
    // A decimal (`number`) with at most 1 to 4 decimals: stored as SQL numeric(14, decimals), e.g.
    // money with 0.01; the API and the form refuse more decimals.
    multipleOf: { enum: [0.1, 0.01, 0.001, 0.0001] },
    // A secret (singletons): never answered (`{name}Set` instead), kept when a save leaves it out, encrypted at rest.
    writeOnly: { type: 'boolean' },
  },
} as const;
