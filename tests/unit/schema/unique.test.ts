import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fieldMessage } from '@schema/messages.js';
import { normalizeSchema, SchemaError } from '@schema/normalize.js';
import { uniqueRules, uniqueSentence } from '@schema/unique.js';

const city = JSON.parse(readFileSync('schemas/infrastructure/city.json', 'utf8'));
const clone = () => structuredClone(city);

function errorOf(raw: unknown): SchemaError {
  try {
    normalizeSchema(raw, 'schemas/x.json');
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('x-unique', () => {
  it('reads a rule per property: within its parents, text ignoring case unless caseSensitive', () => {
    const raw = clone();
    raw.properties.code = { type: 'string', title: 'Code', 'x-unique': { caseSensitive: true } };
    expect(uniqueRules(normalizeSchema(raw, 'schemas/x.json'))).toEqual([
      { property: 'title', within: ['countryId'], ignoreCase: true },
      { property: 'code', within: [], ignoreCase: false },
    ]);
  });

  it('stops start-up on a rule within an unknown property, on a boolean, on a singleton', () => {
    const unknown = clone();
    unknown.properties.title['x-unique'] = { within: ['regionId'] };
    expect(errorOf(unknown).message).toBe(
      'schemas/x.json: properties.title.x-unique.within[0]: unknown property "regionId"',
    );
    const flag = clone();
    flag.properties.isActive['x-unique'] = true;
    expect(errorOf(flag).message).toBe(
      'schemas/x.json: properties.isActive.x-unique: needs a writable text or number property',
    );
    const typo = clone();
    typo.properties.title['x-unique'] = { inside: ['countryId'] };
    expect(errorOf(typo).message).toMatch(/^schemas\/x\.json: properties\.title\.x-unique/);
  });

  it('says which entity and field, with its parents, in the caller language', () => {
    const raw = clone();
    delete raw.properties.title['x-i18n'].fr.messages;
    const schema = normalizeSchema(raw, 'schemas/x.json');
    expect(fieldMessage(schema, 'title', 'unique', 'en')).toBe(
      'A city with this title already exists for this country.',
    );
    // French without an override: the entity's gender (text.fr.gender), the field named as a field.
    expect(fieldMessage(schema, 'title', 'unique', 'fr')).toBe(
      'Une ville avec cette valeur de « Nom » existe déjà pour la même valeur de « Pays ».',
    );
    expect(fieldMessage(normalizeSchema(clone(), 'schemas/x.json'), 'title', 'unique', 'fr')).toBe(
      'Une ville avec ce nom existe déjà dans ce pays.',
    );
  });

  it('builds English articles and keeps acronyms, French without a gender stays neutral', () => {
    expect(uniqueSentence({ one: 'Amenity', label: 'Title' }, 'en')).toBe('An amenity with this title already exists.');
    expect(uniqueSentence({ one: 'User', label: 'Email' }, 'en')).toBe('A user with this email already exists.');
    expect(uniqueSentence({ one: 'Station', label: 'IATA Code' }, 'en')).toBe(
      'A station with this IATA code already exists.',
    );
    expect(uniqueSentence({ one: 'Devise', label: 'Code' }, 'fr')).toBe(
      'Devise : cette valeur de « Code » existe déjà.',
    );
    expect(uniqueSentence({ one: 'Rôle', label: 'Titre' }, 'fr', 'Un {one} avec ce titre existe déjà.')).toBe(
      'Un rôle avec ce titre existe déjà.',
    );
  });
});
