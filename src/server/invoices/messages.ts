/**
 * The invoices' texts in en and fr: the 400s of the bodies (field labels in the engine's
 * templates), the refusals of the invoice's legal life (409: issued, cancelled; 403: company
 * only), and the status names (src/domain/finance/invoice-statuses.ts).
 */
import { leafOf } from '@domain/field-path.js';
import { fillTemplate } from '@domain/template.js';
import { INVOICE_STATUS_IDS, invoiceStatusLabel } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    id: 'Id',
    version: 'Version',
    status: 'Status',
    currencyId: 'Currency',
    note: 'Notes',
    invoiceRows: 'Rows',
    serviceId: 'Service',
    destinationDescription: 'Description',
    quantity: 'Qty',
    fee: 'Fee',
    taxRate: 'Tax Rate',
    cancellationCharges: 'Cancellation Charges',
    requestGuid: 'Request',
    invoiceId: 'Invoice',
    reason: 'Reason',
    attachments: 'Attachments',
    pageIndex: 'Page',
    pageSize: 'Page Size',
  },
  fr: {
    id: 'Id',
    version: 'Version',
    status: 'Statut',
    currencyId: 'Devise',
    note: 'Notes',
    invoiceRows: 'Lignes',
    serviceId: 'Prestation',
    destinationDescription: 'Description',
    quantity: 'Qté',
    fee: 'Prix',
    taxRate: 'Taux de taxe',
    cancellationCharges: "Frais d'annulation",
    requestGuid: 'Demande',
    invoiceId: 'Facture',
    reason: 'Motif',
    attachments: 'Pièces jointes',
    pageIndex: 'Page',
    pageSize: 'Taille de page',
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    invalid: '{label} is not valid.',
    maxLength: '{label} cannot exceed {limit} characters.',
    minimum: '{label} must be at least {limit}.',
    maximum: '{label} cannot exceed {limit}.',
    maxItems: '{label} cannot have more than {limit} items.',
    minItems: '{label} must have at least {limit} items.',
    locked: 'An issued invoice cannot be changed. Issue a credit note instead.',
    noDeleteIssued: 'An issued invoice cannot be deleted. Cancel it instead.',
    companyOnly: 'Only company users can change invoices.',
    liveExists: 'This request already has an invoice.',
    requestCancelled: 'This request is cancelled: it gets no new invoice.',
    requestNotFound: 'No such request.',
    chargesRequired: 'Cancellation Charges is required to cancel with charges.',
    chargesRange: 'Cancellation Charges must be more than 0 and at most the grand total of {limit}.',
    creditNoteFixed: 'A credit note cannot be changed, except its notes.',
    notIssued: 'Only an issued invoice can be corrected by a credit note; change the draft instead.',
    closed: 'This invoice is already cancelled or replaced.',
    unknownFile: 'This invoice has no attachment named "{limit}".',
    noSuchService: 'This service does not exist.',
    noSuchCurrency: 'This currency does not exist.',
  },
  fr: {
    required: 'Le champ « {label} » est obligatoire.',
    invalid: "Le champ « {label} » n'est pas valide.",
    maxLength: 'Le champ « {label} » ne peut pas dépasser {limit} caractères.',
    minimum: 'Le champ « {label} » doit valoir au moins {limit}.',
    maximum: 'Le champ « {label} » ne peut pas dépasser {limit}.',
    maxItems: 'Le champ « {label} » ne peut pas avoir plus de {limit} éléments.',
    minItems: 'Le champ « {label} » doit avoir au moins {limit} éléments.',
    locked: 'Une facture émise ne peut pas être modifiée. Émettez un avoir à la place.',
    noDeleteIssued: 'Une facture émise ne peut pas être supprimée. Annulez-la.',
    companyOnly: "Seuls les utilisateurs de l'entreprise peuvent modifier les factures.",
    liveExists: 'Cette demande a déjà une facture.',
    requestCancelled: "Cette demande est annulée : elle n'a pas de nouvelle facture.",
    requestNotFound: "Cette demande n'existe pas.",
    chargesRequired: "Le champ « Frais d'annulation » est obligatoire pour une annulation avec frais.",
    chargesRange:
      "Les frais d'annulation doivent être supérieurs à 0 et au plus égaux au total de la facture ({limit}).",
    creditNoteFixed: 'Un avoir ne peut pas être modifié, sauf ses notes.',
    notIssued: 'Seule une facture émise se corrige par un avoir ; modifiez plutôt le brouillon.',
    closed: 'Cette facture est déjà annulée ou remplacée.',
    unknownFile: "Cette facture n'a pas de pièce jointe nommée « {limit} ».",
    noSuchService: "Cette prestation n'existe pas.",
    noSuchCurrency: "Cette devise n'existe pas.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type InvoiceMessageKey = keyof typeof templates.en;

/** A number as the caller reads it ('905,08' in French); amounts with their cents. */
const numberIn = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);

export function invoiceMessage(lang: Lang, key: InvoiceMessageKey, path = '', limit: string | number = ''): string {
  const name = leafOf(path);
  const shown = typeof limit === 'number' ? numberIn(lang, limit) : limit;
  return fillTemplate(templates[lang][key], { label: labels[lang][name] ?? name, limit: shown });
}

/** `[{id, name}]` of every status, in the caller's language (GET getinvoicestatus). */
export const invoiceStatuses = (lang: Lang) =>
  INVOICE_STATUS_IDS.map((id) => ({ id, name: invoiceStatusLabel(lang, id) }));
