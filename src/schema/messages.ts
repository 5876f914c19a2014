import { fillTemplate } from '@domain/template.js';
import type { EntitySchema, Lang, MessageKey, ResourceMessageKey } from './types.js';
import { uniqueSentence, uniqueWords } from './unique.js';

/**
 * The spec's validation messages, shared by the server (400 answers) and the admin (form
 * errors), so both say exactly the same thing. A field can override any of them with
 * `x-messages` (en) or `x-i18n.fr.messages`.
 */
const fieldTemplates: Record<Lang, Record<Exclude<MessageKey, 'unique'>, string>> = {
  en: {
    required: '{label} is required.',
    minLength: '{label} must be at least {limit} characters long.',
    maxLength: '{label} cannot exceed {limit} characters.',
    minimum: '{label} must be at least {limit}.',
    maximum: '{label} cannot exceed {limit}.',
    type: '{label} has an invalid value.',
    format: '{label} is not valid.',
    pattern: '{label} is not valid.',
    enum: '{label} is not valid.',
    reference: '{label} is not valid.',
  },
  fr: {
    required: '{label} est obligatoire.',
    minLength: '{label} doit contenir au moins {limit} caractères.',
    maxLength: '{label} ne peut pas dépasser {limit} caractères.',
    minimum: '{label} doit être au moins {limit}.',
    maximum: '{label} ne peut pas dépasser {limit}.',
    type: '{label} a une valeur invalide.',
    format: "{label} n'est pas valide.",
    pattern: "{label} n'est pas valide.",
    enum: "{label} n'est pas valide.",
    reference: "{label} n'est pas valide.",
  },
};

const resourceTemplates: Record<Lang, Record<ResourceMessageKey, string>> = {
  en: {
    created: '{one} added successfully!',
    updated: '{one} updated successfully!',
    deleted: '{one} deleted successfully!',
    createFailed: 'Failed to add {one}.',
    updateFailed: 'Failed to update {one}.',
    deleteFailed: 'Failed to delete {one}.',
  },
  fr: {
    created: '{one} ajouté avec succès !',
    updated: '{one} mis à jour avec succès !',
    deleted: '{one} supprimé avec succès !',
    createFailed: "Échec de l'ajout : {one}.",
    updateFailed: 'Échec de la mise à jour : {one}.',
    deleteFailed: 'Échec de la suppression : {one}.',
  },
};

/** The label of a property in a language: `x-i18n.{lang}.title`, else `title`, else the name. */
export function fieldLabel(schema: EntitySchema, property: string, lang: Lang): string {
  const prop = schema.properties[property];
  if (!prop) return property;
  return prop['x-i18n']?.[lang]?.title ?? prop.title ?? property;
}

/** One validation message for a property, e.g. "Title must be at least 3 characters long.". */
export function fieldMessage(
  schema: EntitySchema,
  property: string,
  key: MessageKey,
  lang: Lang,
  limit?: number,
): string {
  const prop = schema.properties[property];
  const override =
    lang === 'en'
      ? (prop?.['x-messages']?.[key] ?? prop?.['x-i18n']?.en?.messages?.[key])
      : prop?.['x-i18n']?.[lang]?.messages?.[key];
  if (key === 'unique') {
    // "A currency with this initial already exists." (unique.ts builds it from the entity's name).
    const words = uniqueWords(schema, property, lang, (p) => fieldLabel(schema, p, lang));
    return uniqueSentence(words, lang, override);
  }
  return fillTemplate(override ?? fieldTemplates[lang][key], {
    label: fieldLabel(schema, property, lang),
    limit: limit ?? '',
  });
}

/** A toast text of a resource, e.g. "Payment account added successfully!". */
export function resourceMessage(schema: EntitySchema, key: ResourceMessageKey, lang: Lang): string {
  const text = schema.resource.text[lang];
  const one = text.one.charAt(0).toUpperCase() + text.one.slice(1).toLowerCase();
  const sentence = fillTemplate(resourceTemplates[lang][key], { one });
  const fixed = text.messages?.[key];
  if (fixed) return fixed;
  // "Failed to add Payment account." reads better with the label in lower case mid-sentence.
  return key.endsWith('Failed') ? sentence.replace(one, one.toLowerCase()) : sentence;
}

/** Picks a supported language from an Accept-Language header or a stored preference. */
export function pickLang(value: string | undefined | null): Lang {
  return value && /^\s*fr\b/i.test(value) ? 'fr' : 'en';
}
