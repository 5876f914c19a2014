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
    notSettled: 'An invoice is Paid when payments settle it: {limit} is still due. Record the payment instead.',
    settled: 'This invoice is settled in full: it is Paid, not waiting for payment.',
    notIssued: 'Only an issued invoice can be corrected by a credit note; change the draft instead.',
    closed: 'This invoice is already cancelled or replaced.',
    unknownFile: 'This invoice has no attachment named "{limit}".',
    noSuchService: 'This service does not exist.',
    noSuchCurrency: 'This currency does not exist.',
    marginTaxed:
      "Under the travel agents' margin scheme an invoice shows no VAT: set the tax rate of rows {limit} to 0, or choose standard VAT in the tenancy settings.",
    eInvoicingSeller: 'the provider (SAAS Tenancy Settings): {gaps}',
    eInvoicingBuyer: 'the agency {agency}: {gaps}',
    eInvoicingGaps:
      'E-invoicing is on: this document cannot be issued until the legal identities are complete. Missing for {limit}.',
    noElectronicForm: 'Only an issued invoice has an electronic form.',
    eInvoicingOff: 'E-invoicing is off in the tenancy settings: invoices have no electronic form.',
    frenchRate:
      'Under standard VAT with e-invoicing on, the tax rate must be one of the French VAT rates: {limit} (%).',
    notDraft: 'This invoice is already issued.',
    trashLiveExists:
      'This invoice cannot be restored: its request has another invoice. Cancel or delete that one first.',
    trashRequestGone: 'This invoice cannot be restored: its request was deleted.',
    trashRequestCancelled: 'This invoice cannot be restored: its request is cancelled.',
    requestIssued:
      'This request has an issued invoice and cannot be deleted. Cancel the request instead: a credit note is issued.',
    requestDocuments: 'This request has issued invoices or credit notes, which are kept: it cannot be deleted.',
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
    notSettled:
      'Une facture est payée quand ses paiements la soldent : il reste {limit} à payer. Enregistrez plutôt le paiement.',
    settled: 'Cette facture est entièrement soldée : elle est payée, pas en attente de paiement.',
    notIssued: 'Seule une facture émise se corrige par un avoir ; modifiez plutôt le brouillon.',
    closed: 'Cette facture est déjà annulée ou remplacée.',
    unknownFile: "Cette facture n'a pas de pièce jointe nommée « {limit} ».",
    noSuchService: "Cette prestation n'existe pas.",
    noSuchCurrency: "Cette devise n'existe pas.",
    marginTaxed:
      "Sous le régime particulier des agences de voyages, une facture ne montre pas de TVA : mettez à 0 le taux de taxe des lignes {limit}, ou choisissez la TVA de droit commun dans les paramètres de l'instance.",
    eInvoicingSeller: "le prestataire (paramètres de l'instance SaaS) : {gaps}",
    eInvoicingBuyer: "l'agence {agency} : {gaps}",
    eInvoicingGaps:
      'La facturation électronique est activée : ce document ne peut pas être émis tant que les identités légales sont incomplètes. Il manque, pour {limit}.',
    noElectronicForm: 'Seule une facture émise a une forme électronique.',
    eInvoicingOff:
      "La facturation électronique est désactivée dans les paramètres de l'instance : les factures n'ont pas de forme électronique.",
    frenchRate:
      'Sous la TVA de droit commun avec la facturation électronique, le taux de taxe doit être un taux de TVA français : {limit} (%).',
    notDraft: 'Cette facture est déjà émise.',
    trashLiveExists:
      "Cette facture ne peut pas être restaurée : sa demande a une autre facture. Annulez ou supprimez d'abord celle-ci.",
    trashRequestGone: 'Cette facture ne peut pas être restaurée : sa demande a été supprimée.',
    trashRequestCancelled: 'Cette facture ne peut pas être restaurée : sa demande est annulée.',
    requestIssued:
      'Cette demande a une facture émise et ne peut pas être supprimée. Annulez plutôt la demande : un avoir est émis.',
    requestDocuments:
      'Cette demande a des factures ou des avoirs émis, qui sont conservés : elle ne peut pas être supprimée.',
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

/**
 * Why a document cannot be issued while e-invoicing is on: what each party's legal identity lacks,
 * e.g. "… Missing for the provider (SAAS Tenancy Settings): SIREN; the agency Blue Horizon: Postcode."
 */
export function eInvoicingGapsMessage(lang: Lang, seller: string[], buyer: { agency: string; gaps: string[] }): string {
  const t = templates[lang];
  const parts = [
    ...(seller.length ? [fillTemplate(t.eInvoicingSeller, { gaps: seller.join(', ') })] : []),
    ...(buyer.gaps.length
      ? [fillTemplate(t.eInvoicingBuyer, { agency: buyer.agency, gaps: buyer.gaps.join(', ') })]
      : []),
  ];
  return fillTemplate(t.eInvoicingGaps, { limit: parts.join(lang === 'fr' ? ' ; ' : '; ') });
}

/** `[{id, name}]` of every status, in the caller's language (GET getinvoicestatus). */
export const invoiceStatuses = (lang: Lang) =>
  INVOICE_STATUS_IDS.map((id) => ({ id, name: invoiceStatusLabel(lang, id) }));
