/**
 * The words of the shared messages: validation messages that read as French in French (the
 * field named as a field), counted nouns that agree with their number, toasts that agree with
 * the entity's gender, and the entity named with its article.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { fieldMessage, resourceMessage } from '@schema/messages.js';
import { definiteNoun } from '@schema/nouns.js';
import type { EntitySchema } from '@schema/types.js';
import { validateEntity } from '@schema/validate.js';
import { message as userMessage } from '@server/users/messages.js';
import { message as requestMessage } from '@server/reservations/messages.js';
import { documentMessage } from '@server/documents/messages.js';
import { imagesAllowed, message as fileMessage } from '@server/files/content.js';

const schemas = loadSchemas('schemas');
const schema = (name: string) => schemas.find((s) => s.name === name)!;
const agency = schema('agency');
const settings = schema('saas-tenancy-settings');

describe('validation messages', () => {
  it.each([
    ['required', agency, 'title', undefined, 'Title is required.', 'Le champ « Nom » est obligatoire.'],
    [
      'minLength',
      agency,
      'title',
      2,
      'Title must be at least 2 characters long.',
      'Le champ « Nom » doit contenir au moins 2 caractères.',
    ],
    [
      'maxLength',
      agency,
      'phone',
      30,
      'Phone cannot exceed 30 characters.',
      'Le champ « Téléphone » ne peut pas dépasser 30 caractères.',
    ],
    [
      'minimum',
      settings,
      'smtpPort',
      0,
      'SMTP Port must be at least 0.',
      'Le champ « Port SMTP » doit être supérieur ou égal à 0.',
    ],
    [
      'maximum',
      settings,
      'smtpPort',
      65535,
      'SMTP Port cannot exceed 65535.',
      'Le champ « Port SMTP » doit être inférieur ou égal à 65535.',
    ],
    [
      'type',
      settings,
      'smtpPort',
      undefined,
      'SMTP Port has an invalid value.',
      'Le champ « Port SMTP » contient une valeur invalide.',
    ],
    [
      'enum',
      settings,
      'masterStatus',
      undefined,
      'Master Status is not valid.',
      "Le champ « Statut principal » n'est pas valide.",
    ],
    [
      'format',
      agency,
      'email',
      undefined,
      'Email must be a valid email address.',
      'Le champ « E-mail » doit contenir une adresse e-mail valide.',
    ],
  ] as const)('say %s in en and fr', (key, entity, property, limit, en, fr) => {
    expect(fieldMessage(entity, property, key, 'en', limit)).toBe(en);
    expect(fieldMessage(entity, property, key, 'fr', limit)).toBe(fr);
  });

  it('say a date that is not one, and a pattern, in French', () => {
    const dated = {
      properties: {
        birth: { type: 'string', format: 'date', title: 'Birth', 'x-i18n': { fr: { title: 'Naissance' } } },
      },
    } as unknown as EntitySchema;
    expect(fieldMessage(dated, 'birth', 'format', 'en')).toBe('Birth must be a valid date.');
    expect(fieldMessage(dated, 'birth', 'format', 'fr')).toBe('Le champ « Naissance » doit contenir une date valide.');
    expect(fieldMessage(settings, 'fitRef', 'pattern', 'fr')).toBe(
      'Le champ « Référence FIT » doit contenir 1 à 10 caractères : lettres majuscules, chiffres et « - ».',
    );
  });

  it('count one character in the singular, in both languages', () => {
    expect(fieldMessage(agency, 'title', 'minLength', 'en', 1)).toBe('Title must be at least 1 character long.');
    expect(fieldMessage(agency, 'title', 'minLength', 'fr', 1)).toBe(
      'Le champ « Nom » doit contenir au moins 1 caractère.',
    );
  });

  it('come the same from a whole body, as the server answers and the form shows', () => {
    const { errors } = validateEntity(agency, { title: 'A', email: 'not-an-address' }, 'fr');
    expect(errors?.title).toEqual(['Le champ « Nom » doit contenir au moins 2 caractères.']);
    expect(errors?.email).toEqual(['Le champ « E-mail » doit contenir une adresse e-mail valide.']);
  });
});

describe('counted nouns of the server messages', () => {
  it('agree with the number, French counting 0 and 1 as singular', () => {
    expect(userMessage('en', 'roleInUse', undefined, 1)).toBe('The role is still assigned to 1 user.');
    expect(userMessage('en', 'roleInUse', undefined, 3)).toBe('The role is still assigned to 3 users.');
    expect(userMessage('fr', 'roleInUse', undefined, 1)).toBe('Le rôle est encore attribué à 1 utilisateur.');
    expect(userMessage('fr', 'roleInUse', undefined, 2)).toBe('Le rôle est encore attribué à 2 utilisateurs.');
    expect(requestMessage('en', 'tooManyChildren', '', { limit: 1 })).toBe('This room type takes at most 1 child.');
    expect(requestMessage('en', 'tooManyChildren', '', { limit: 2 })).toBe('This room type takes at most 2 children.');
    expect(requestMessage('fr', 'tooManyAdults', '', { limit: 1 })).toBe(
      'Ce type de chambre accueille au plus 1 adulte.',
    );
    expect(requestMessage('fr', 'tooManyAdults', '', { limit: 3 })).toBe(
      'Ce type de chambre accueille au plus 3 adultes.',
    );
    expect(documentMessage('en', 'tooMany', 'attachments', { limit: 50, count: 1 })).toBe(
      'At most 50 attachments are allowed: 1 is stored already.',
    );
    expect(documentMessage('fr', 'tooMany', 'attachments', { limit: 50, count: 0 })).toBe(
      '50 pièces jointes au plus sont autorisées : 0 est déjà enregistrée.',
    );
    expect(fileMessage('tooMany', 'en', { images: imagesAllowed('en', 1) })).toBe('At most 1 image is allowed.');
    expect(fileMessage('tooMany', 'en', { images: imagesAllowed('en', 3) })).toBe('At most 3 images are allowed.');
    expect(fileMessage('tooMany', 'fr', { images: imagesAllowed('fr', 1) })).toBe('1 image au plus est autorisée.');
    expect(fileMessage('tooMany', 'fr', { images: imagesAllowed('fr', 3) })).toBe('3 images au plus sont autorisées.');
  });
});

describe('entity names in sentences', () => {
  it('gives every shipped schema its French gender', () => {
    expect(schemas.filter((s) => !s.resource.text.fr.gender).map((s) => s.name)).toEqual([]);
  });

  it('names the entity with its article', () => {
    expect(definiteNoun(schema('currency').resource.text.en, 'en')).toBe('the currency');
    expect(definiteNoun(schema('payment-account').resource.text.en, 'en')).toBe('the payment account');
    expect(definiteNoun(schema('currency').resource.text.fr, 'fr')).toBe('la devise');
    expect(definiteNoun(schema('country').resource.text.fr, 'fr')).toBe('le pays');
    expect(definiteNoun(agency.resource.text.fr, 'fr')).toBe("l'agence");
    expect(definiteNoun(schema('hotel').resource.text.fr, 'fr')).toBe("l'hôtel");
    expect(definiteNoun(schema('station').resource.text.fr, 'fr')).toBe("la gare ou l'aéroport");
    expect(definiteNoun({ one: 'Devise', many: 'Devises' }, 'fr')).toBeUndefined();
  });

  it('makes the French toasts agree with the entity', () => {
    expect(resourceMessage(schema('currency'), 'deleted', 'fr')).toBe('Devise supprimée avec succès !');
    expect(resourceMessage(schema('currency'), 'updated', 'fr')).toBe('Devise mise à jour avec succès !');
    expect(resourceMessage(schema('hotel'), 'created', 'fr')).toBe('Hôtel ajouté avec succès !');
    expect(resourceMessage(schema('currency'), 'deleted', 'en')).toBe('Currency deleted successfully!');
  });
});
