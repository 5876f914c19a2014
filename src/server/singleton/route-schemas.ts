/**
 * Route schemas of a singleton's endpoints (documentation and answer serialisation; the save
 * handler validates its body itself with the schema's messages): the answer (properties, each
 * secret as `{name}Set`, reference labels, the base entity), the save body (properties, image
 * binaries, `version`) and the public answer.
 */
import type { EntitySchema } from '@schema/types.js';
import { valueSchema } from '../crud/route-schemas.js';
import { fieldErrorsSchema, problem, type JsonSchema } from '../http/schemas.js';
import { setFlagOf } from './answers.js';
import { imagePairs } from './images.js';

/** A value in an answer: nullable, no `default` (the serializer would write it into answers lacking it). */
function answerValue(schema: EntitySchema, name: string): JsonSchema {
  const { default: _default, ...value } = valueSchema(schema.properties[name], true);
  return value;
}

export function singletonAnswerSchema(schema: EntitySchema, byName: Map<string, EntitySchema>): JsonSchema {
  const properties: JsonSchema = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop.writeOnly) {
      properties[setFlagOf(name)] = {
        type: 'boolean',
        readOnly: true,
        description: `whether ${prop.title ?? name} is stored (it is never answered)`,
      };
      continue;
    }
    properties[name] = answerValue(schema, name);
    const ref = prop['x-ref'];
    const target = ref ? byName.get(ref.resource) : undefined;
    if (ref?.as && target) properties[ref.as] = { ...valueSchema(target.properties[ref.label], true), readOnly: true };
  }
  properties.id = { type: ['integer', 'null'], readOnly: true, description: 'null until the first save' };
  Object.assign(properties, {
    version: {
      type: 'integer',
      minimum: 0,
      readOnly: true,
      description: '0 until the first save, then +1 per save; send it back to save (409 stale-version otherwise)',
    },
    dateCreated: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    lastModifiedDate: { type: ['string', 'null'], format: 'date-time', readOnly: true },
  });
  return { type: 'object', properties, required: Object.keys(properties) };
}

export function singletonSaveBody(schema: EntitySchema): JsonSchema {
  const properties: JsonSchema = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop.readOnly) continue;
    properties[name] = prop.writeOnly
      ? {
          ...valueSchema(prop, true),
          writeOnly: true,
          description: 'a secret: absent or null keeps the stored one, "" removes it',
        }
      : valueSchema(prop, true);
  }
  for (const [name, pair] of imagePairs(schema)) {
    properties[pair.binary] = {
      type: ['string', 'null'],
      description: `a new image for ${name}: base64 (a data: URL allowed) of ${(pair.types ?? ['png', 'jpeg', 'webp', 'gif']).join(', ')}, at most 5 MB; SVG is refused. ${name} then answers its path`,
    };
  }
  properties.version = {
    type: ['integer', 'string', 'null'],
    minimum: 0,
    description:
      'the version the save was made from (0: the defaults, never saved); another one answers 409 stale-version',
  };
  return {
    type: 'object',
    properties,
    required: schema.required,
    additionalProperties: true,
    description: 'The full settings. Read-only and unknown properties are accepted and ignored.',
  };
}

export function publicAnswerSchema(schema: EntitySchema): JsonSchema {
  const fields = schema.resource.public?.fields ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f, answerValue(schema, f)])),
    required: fields,
  };
}

export const singletonErrors = {
  400: fieldErrorsSchema,
  401: problem('No valid access token.'),
  403: problem('The token lacks the permission.'),
  500: problem('An unexpected error.'),
};
