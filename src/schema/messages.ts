import { counted } from '@domain/plural.js';
import { fillTemplate } from '@domain/template.js';
import { agreement } from './nouns.js';
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
    minLength: '{label} must be at least {characters} long.',
    maxLength: '{label} cannot exceed {characters}.',
    minimum: '{label} must be at least {limit}.',
    maximum: '{label} cannot exceed {limit}.',
    type: '{label} has an invalid value.',
    format: '{label} is not valid.',
    pattern: '{label} is not valid.',
    enum: '{label} is not valid.',
    reference: '{label} is not valid.',
    multipleOf: '{label} must have at most {decimals}.',
    matchesSiren: '{label} does not match the SIREN.',
  },
  // French names the field as a field ("Le champ « Titre »"): a label alone would need its
  // article and gender ("Le titre", "La devise") that a schema does not give.
  fr: {
    required: 'Le champ « {label} » est obligatoire.',
    minLength: 'Le champ « {label} » doit contenir au moins {characters}.',
    maxLength: 'Le champ « {label} » ne peut pas dépasser {characters}.',
    minimum: 'Le champ « {label} » doit être supérieur ou égal à {limit}.',
    maximum: 'Le champ « {label} » doit être inférieur ou égal à {limit}.',
    type: 'Le champ « {label} » contient une valeur invalide.',
    format: "Le champ « {label} » n'est pas valide.",
    pattern: "Le champ « {label} » n'est pas valide.",
    enum: "Le champ « {label} » n'est pas valide.",
    reference: "Le champ « {label} » n'est pas valide.",
    multipleOf: 'Le champ « {label} » doit avoir au plus {decimals}.',
    matchesSiren: 'Le champ « {label} » ne correspond pas au SIREN.',
  },
};

/** What a `format` error says for the formats a form asks for, beside the plain "is not valid". */
const formatTemplates: Record<Lang, Record<string, string>> = {
  en: {
    email: '{label} must be a valid email address.',
    uri: '{label} must be a valid web address (https://...).',
    date: '{label} must be a valid date.',
    'date-time': '{label} must be a valid date and time.',
    siren: '{label} must be 9 digits with a valid check digit.',
    siret: '{label} must be 14 digits with a valid check digit.',
    iban: '{label} must be a valid IBAN (country code, check digits, account number).',
    bic: '{label} must be a valid BIC of 8 or 11 characters.',
    'eu-vat': '{label} must be a valid intra-EU VAT number (e.g. FR44732829320).',
  },
  fr: {
    email: 'Le champ « {label} » doit contenir une adresse e-mail valide.',
    uri: 'Le champ « {label} » doit contenir une adresse web valide (https://...).',
    date: 'Le champ « {label} » doit contenir une date valide.',
    'date-time': 'Le champ « {label} » doit contenir une date et une heure valides.',
    siren: 'Le champ « {label} » doit contenir 9 chiffres avec une clé de contrôle valide.',
    siret: 'Le champ « {label} » doit contenir 14 chiffres avec une clé de contrôle valide.',
    iban: 'Le champ « {label} » doit contenir un IBAN valide (code pays, clé, numéro de compte).',
    bic: 'Le champ « {label} » doit contenir un BIC valide de 8 ou 11 caractères.',
    'eu-vat': 'Le champ « {label} » doit contenir un numéro de TVA intracommunautaire valide (ex. FR44732829320).',
  },
};

const CHARACTERS: Record<Lang, [one: string, other: string]> = {
  en: ['character', 'characters'],
  fr: ['caractère', 'caractères'],
};

const DECIMALS: Record<Lang, [one: string, other: string]> = {
  en: ['decimal place', 'decimal places'],
  fr: ['décimale', 'décimales'],
};

/** The decimals a `multipleOf` allows: 0.01 → 2 (the meta-schema allows powers of ten only). */
export const decimalsOf = (multipleOf: number): number => Math.max(0, Math.round(-Math.log10(multipleOf)));

const resourceTemplates: Record<Lang, Record<ResourceMessageKey, string>> = {
  en: {
    created: '{one} added successfully!',
    updated: '{one} updated successfully!',
    deleted: '{one} deleted successfully!',
    createFailed: 'Failed to add {one}.',
    updateFailed: 'Failed to update {one}.',
    deleteFailed: 'Failed to delete {one}.',
  },
  // {e}: the feminine ending of a feminine entity ("Devise ajoutée", nouns.ts).
  fr: {
    created: '{one} ajouté{e} avec succès !',
    updated: '{one} mis{e} à jour avec succès !',
    deleted: '{one} supprimé{e} avec succès !',
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
  const byFormat = key === 'format' && prop?.format ? formatTemplates[lang][prop.format] : undefined;
  return fillTemplate(override ?? byFormat ?? fieldTemplates[lang][key], {
    label: fieldLabel(schema, property, lang),
    limit: limit ?? '',
    characters: limit === undefined ? '' : counted(lang, limit, ...CHARACTERS[lang]),
    decimals: prop?.multipleOf === undefined ? '' : counted(lang, decimalsOf(prop.multipleOf), ...DECIMALS[lang]),
  });
}

/** A toast text of a resource, e.g. "Payment account added successfully!". */
export function resourceMessage(schema: EntitySchema, key: ResourceMessageKey, lang: Lang): string {
  const text = schema.resource.text[lang];
  const one = text.one.charAt(0).toUpperCase() + text.one.slice(1).toLowerCase();
  const sentence = fillTemplate(resourceTemplates[lang][key], { one, e: agreement(text, lang) });
  const fixed = text.messages?.[key];
  if (fixed) return fixed;
  // "Failed to add Payment account." reads better with the label in lower case mid-sentence.
  return key.endsWith('Failed') ? sentence.replace(one, one.toLowerCase()) : sentence;
}

/** Picks a supported language from an Accept-Language header or a stored preference. */
export function pickLang(value: string | undefined | null): Lang {
  return value && /^\s*fr\b/i.test(value) ? 'fr' : 'en';
}
