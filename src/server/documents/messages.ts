/** The documents' validation texts, en and fr ("{label} is required." like the rest of the API). */
import { leafOf } from '@domain/field-path.js';
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
    maxLength: '{label} cannot exceed {limit} characters.',
    minItems: 'Add at least {limit} {label}.',
    maxItems: '{label}: at most {limit}.',
    notAccepted: 'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: {name} is neither.',
    tooLarge: '{name} is too large: at most {limit} MB per file.',
    empty: '{name} is empty or not valid base64.',
    tooMany: 'At most {limit} attachments are allowed: {count} are stored already.',
    pendingMissing:
      'This file is no longer waiting to be attached (uploads are kept {limit} hours, for the user who sent them): choose it again.',
  },
  fr: {
    required: '{label} est requis.',
    invalid: "{label} n'est pas valide.",
    maxLength: '{label} ne peut pas dépasser {limit} caractères.',
    minItems: 'Ajoutez au moins {limit} {label}.',
    maxItems: '{label} : {limit} au plus.',
    notAccepted: "Seuls les images (PNG, JPEG, GIF, WEBP) et les fichiers PDF sont acceptés : {name} n'en est pas un.",
    tooLarge: '{name} est trop volumineux : {limit} Mo au plus par fichier.',
    empty: "{name} est vide ou n'est pas en base64 valide.",
    tooMany: '{limit} pièces jointes au plus sont autorisées : {count} sont déjà enregistrées.',
    pendingMissing:
      "Ce fichier n'attend plus d'être joint (les envois sont gardés {limit} heures, pour l'utilisateur qui les a faits) : choisissez-le à nouveau.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type DocumentMessageKey = keyof typeof templates.en;

/** The message of `key` about `field` (its label; a path such as `attachments[2].base64String` uses its last name). */
export function documentMessage(
  lang: Lang,
  key: DocumentMessageKey,
  field: string,
  values: { limit?: number | string; count?: number; name?: string } = {},
): string {
  const last = leafOf(field);
  const label = labels[lang][last] ?? last;
  return fillTemplate(templates[lang][key], {
    label,
    limit: values.limit ?? '',
    count: values.count ?? '',
    name: values.name ?? label,
  });
}
