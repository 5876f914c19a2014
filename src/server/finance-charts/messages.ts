/** The report's sentences in en and fr: its field labels and the 400 messages of its search. */
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: { fromDate: 'From Date', toDate: 'To Date', agencyId: 'Agency', currencyId: 'Currency', body: 'The search' },
  fr: {
    fromDate: 'La date de début',
    toDate: 'La date de fin',
    agencyId: "L'agence",
    currencyId: 'La devise',
    body: 'La recherche',
  },
};

const templates = {
  en: {
    date: '{label} must be a date (YYYY-MM-DD).',
    invalid: '{label} is not valid.',
    toBeforeFrom: 'To Date must be on or after From Date.',
  },
  fr: {
    date: '{label} doit être une date (AAAA-MM-JJ).',
    invalid: "{label} n'est pas valide.",
    toBeforeFrom: 'La date de fin doit être égale ou postérieure à la date de début.',
  },
} as const;

export type MessageKey = keyof (typeof templates)['en'];

export function chartsMessage(lang: Lang, key: MessageKey, field = 'body'): string {
  return fillTemplate(templates[lang][key], { label: labels[lang][field] ?? field });
}
