/**
 * The statement's sentences in en and fr: the search's field labels and messages (§5: 'Agency is
 * required.'), the mail's subject and text, the audit entry's words.
 */
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    agencyId: 'Agency',
    fromDate: 'From Date',
    toDate: 'To Date',
    search: 'Search',
    pageIndex: 'Page',
    pageSize: 'Page size',
    body: 'The search',
  },
  fr: {
    agencyId: "L'agence",
    fromDate: 'La date de début',
    toDate: 'La date de fin',
    search: 'La recherche',
    pageIndex: 'La page',
    pageSize: 'La taille de page',
    body: 'La recherche',
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    date: '{label} must be a date (YYYY-MM-DD).',
    maxLength: '{label} cannot exceed {limit} characters.',
    range: '{label} must be between {min} and {max}.',
    invalid: '{label} is not valid.',
    toBeforeFrom: 'To Date must be on or after From Date.',
    noEmail: 'The agency has no e-mail address: add one to the agency first.',
  },
  fr: {
    required: '{label} est obligatoire.',
    date: '{label} doit être une date (AAAA-MM-JJ).',
    maxLength: '{label} ne peut pas dépasser {limit} caractères.',
    range: '{label} doit être comprise entre {min} et {max}.',
    invalid: "{label} n'est pas valide.",
    toBeforeFrom: 'La date de fin doit être égale ou postérieure à la date de début.',
    noEmail: "L'agence n'a pas d'adresse e-mail : ajoutez-en une à l'agence d'abord.",
  },
} as const;

export type MessageKey = keyof (typeof templates)['en'];

export function statementMessage(
  lang: Lang,
  key: MessageKey,
  field = 'body',
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(templates[lang][key], { label: labels[lang][field] ?? field, ...values });
}
