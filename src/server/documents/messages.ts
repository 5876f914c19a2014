/** The documents' validation texts, en and fr ("{label} is required." like the rest of the API). */
import { leafOf } from '@domain/field-path.js';
import { counted } from '@domain/plural.js';
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    referenceKind: 'Reference Kind',
    referenceId: 'Reference',
    attachments: 'Attachments',
    attachmentName: 'File Name',
    base64String: 'File',
    documentId: 'Document',
    documentIds: 'Documents',
    body: 'Body',
  },
  fr: {
    referenceKind: 'Type de référence',
    referenceId: 'Référence',
    attachments: 'Pièces jointes',
    attachmentName: 'Nom du fichier',
    base64String: 'Fichier',
    documentId: 'Document',
    documentIds: 'Documents',
    body: 'Corps',
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    invalid: '{label} is not valid.',
    maxLength: '{label} cannot exceed {characters}.',
    minItems: '{label}: at least {limit}.',
    maxItems: '{label}: at most {limit}.',
    notAccepted: 'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: {name} is neither.',
    tooLarge: '{name} is too large: at most {limit} MB per file.',
    empty: '{name} is empty or not valid base64.',
    tooMany: 'At most {limit} attachments are allowed: {stored}.',
    pendingMissing:
      'This file is no longer waiting to be attached (uploads are kept {limit} hours, for the user who sent them): choose it again.',
  },
  fr: {
    required: 'Le champ « {label} » est obligatoire.',
    invalid: "Le champ « {label} » n'est pas valide.",
    maxLength: 'Le champ « {label} » ne peut pas dépasser {characters}.',
    minItems: 'Le champ « {label} » doit contenir au moins {items}.',
    maxItems: 'Le champ « {label} » ne peut pas contenir plus de {items}.',
    notAccepted: "Seuls les images (PNG, JPEG, GIF, WEBP) et les fichiers PDF sont acceptés : {name} n'en est pas un.",
    tooLarge: '{name} est trop volumineux : {limit} Mo au plus par fichier.',
    empty: "{name} est vide ou n'est pas en base64 valide.",
    tooMany: '{limit} pièces jointes au plus sont autorisées : {stored}.',
    pendingMissing:
      "Ce fichier n'attend plus d'être joint (les envois sont gardés {limit} heures, pour l'utilisateur qui les a faits) : choisissez-le à nouveau.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type DocumentMessageKey = keyof typeof templates.en;

/** Counted nouns ("1 is stored", "2 sont enregistrées"). */
const NOUNS: Record<Lang, Record<'characters' | 'items' | 'stored', [string, string]>> = {
  en: {
    characters: ['character', 'characters'],
    items: ['item', 'items'],
    stored: ['is stored already', 'are stored already'],
  },
  fr: {
    characters: ['caractère', 'caractères'],
    items: ['élément', 'éléments'],
    stored: ['est déjà enregistrée', 'sont déjà enregistrées'],
  },
};

/** The message of `key` about `field` (its label; a path such as `attachments[2].base64String` uses its last name). */
export function documentMessage(
  lang: Lang,
  key: DocumentMessageKey,
  field: string,
  values: { limit?: number | string; count?: number; name?: string } = {},
): string {
  const last = leafOf(field);
  const label = labels[lang][last] ?? last;
  const limit = typeof values.limit === 'number' ? values.limit : undefined;
  const nouns = NOUNS[lang];
  return fillTemplate(templates[lang][key], {
    label,
    limit: values.limit ?? '',
    count: values.count ?? '',
    name: values.name ?? label,
    characters: limit === undefined ? undefined : counted(lang, limit, ...nouns.characters),
    items: limit === undefined ? undefined : counted(lang, limit, ...nouns.items),
    stored: values.count === undefined ? undefined : counted(lang, values.count, ...nouns.stored),
  });
}
