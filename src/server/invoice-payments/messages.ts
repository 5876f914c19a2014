/**
 * The payments' texts in en and fr: field labels, the §5 messages ('Amount is required.', 'Ref must
 * be at least 3 characters long.', 'The reference must not exceed 10 characters.'; the account has
 * its own 'Payment Account is required.', where the spec repeated the type's message) and the
 * rules' sentences (balance, credit note, cancelled invoice, company users only).
 */
import { leafOf } from '@domain/field-path.js';
import { counted } from '@domain/plural.js';
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    id: 'Id',
    version: 'Version',
    invoiceId: 'Invoice',
    amount: 'Amount',
    paymentDate: 'Payment Date',
    paymentAccountId: 'Payment Account',
    paymentTypeId: 'Payment Type',
    ref: 'Ref',
    notes: 'Notes',
    paymentGuid: 'Payment Guid',
    documentIds: 'Attachments',
    invoicePaymentId: 'Invoice Payment',
    attachments: 'Attachments',
    requestRef: 'Request Ref',
    fromDate: 'Payment From',
    toDate: 'Payment To',
  },
  fr: {
    id: 'Id',
    version: 'Version',
    invoiceId: 'Facture',
    amount: 'Montant',
    paymentDate: 'Date de paiement',
    paymentAccountId: 'Compte de paiement',
    paymentTypeId: 'Type de paiement',
    ref: 'Référence',
    notes: 'Notes',
    paymentGuid: 'Guid du paiement',
    documentIds: 'Pièces jointes',
    invoicePaymentId: 'Paiement',
    attachments: 'Pièces jointes',
    requestRef: 'Réf. demande',
    fromDate: 'Paiement du',
    toDate: 'Paiement au',
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    minLength: '{label} must be at least {limit} characters long.',
    maxLength: '{label} cannot exceed {characters}.',
    refMax: 'The reference must not exceed {limit} characters.',
    minimum: '{label} must be at least {limit}.',
    maximum: '{label} cannot exceed {limit}.',
    cents: '{label} can have at most 2 decimals.',
    amountPositive: 'The amount must be greater than 0.',
    futureDate: 'The payment date cannot be in the future.',
    maxItems: '{label}: at most {limit}.',
    invalid: '{label} is not valid.',
    inactiveAccount: 'This payment account is not active.',
    aboveBalance: 'The amount cannot exceed the balance due of {balance}.',
    creditNote: 'A payment cannot be recorded against a credit note.',
    cancelled: 'This invoice is cancelled: it takes no payment.',
    replaced: 'This invoice was replaced by a new one after its reservation changed: record the payment there.',
    companyOnly: 'Only company users can record, change or delete payments.',
    guidTaken: 'This payment guid belongs to another payment.',
    noSuchAttachment: 'This payment has no attachment named "{name}".',
    notOpen: 'This invoice has nothing due: choose an open invoice of the agency, in the payment’s currency.',
    abovePayment: 'The allocations add up to more than the payment of {balance}.',
    aboveCredit: 'The amount cannot exceed the credit on account of {balance}.',
    noCredit: 'This agency has no credit on account.',
    refunded: 'This payment was refunded in part: it cannot be changed or deleted.',
  },
  fr: {
    required: 'Le champ « {label} » est obligatoire.',
    minLength: 'Le champ « {label} » doit compter au moins {characters}.',
    maxLength: 'Le champ « {label} » ne peut pas dépasser {characters}.',
    refMax: 'La référence ne doit pas dépasser {limit} caractères.',
    minimum: 'Le champ « {label} » doit être supérieur ou égal à {limit}.',
    maximum: 'Le champ « {label} » doit être inférieur ou égal à {limit}.',
    cents: 'Le champ « {label} » ne peut pas avoir plus de 2 décimales.',
    amountPositive: 'Le montant doit être supérieur à 0.',
    futureDate: 'La date du paiement ne peut pas être dans le futur.',
    maxItems: 'Le champ « {label} » ne peut pas contenir plus de {items}.',
    invalid: "Le champ « {label} » n'est pas valide.",
    inactiveAccount: "Ce compte de paiement n'est pas actif.",
    aboveBalance: 'Le montant ne peut pas dépasser le solde dû de {balance}.',
    creditNote: 'Un paiement ne peut pas être enregistré sur un avoir.',
    cancelled: 'Cette facture est annulée : elle ne reçoit plus de paiement.',
    replaced:
      'Cette facture a été remplacée par une nouvelle après la modification de sa réservation : enregistrez-y le paiement.',
    companyOnly: 'Seuls les utilisateurs de la société peuvent enregistrer, modifier ou supprimer des paiements.',
    guidTaken: 'Ce guid appartient à un autre paiement.',
    noSuchAttachment: "Ce paiement n'a pas de pièce jointe nommée « {name} ».",
    notOpen: "Cette facture n'a rien de dû : choisissez une facture ouverte de l'agence, dans la devise du paiement.",
    abovePayment: 'Les affectations dépassent le montant du paiement de {balance}.',
    aboveCredit: "Le montant ne peut pas dépasser l'avoir disponible de {balance}.",
    noCredit: "Cette agence n'a pas d'avoir disponible.",
    refunded: 'Ce paiement a été remboursé en partie : il ne peut être ni modifié ni supprimé.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof typeof templates.en;

export interface MessageValues {
  limit?: number;
  /** A formatted amount (`formatAmount`). */
  balance?: string;
  name?: string;
}

const NOUNS: Record<Lang, Record<'characters' | 'items', [string, string]>> = {
  en: { characters: ['character', 'characters'], items: ['item', 'items'] },
  fr: { characters: ['caractère', 'caractères'], items: ['élément', 'éléments'] },
};

export function labelOf(lang: Lang, path: string): string {
  const name = leafOf(path);
  return labels[lang][name] ?? name;
}

export function message(lang: Lang, key: MessageKey, path = '', values: MessageValues = {}): string {
  const limit = values.limit;
  return fillTemplate(templates[lang][key], {
    label: labelOf(lang, path),
    // Big amounts read grouped (999,999,999,999; 999 999 999 999); lengths and counts as they are.
    limit: limit === undefined ? '' : limit > 9999 ? formatNumber(lang, limit) : limit,
    balance: values.balance,
    name: values.name,
    ...(limit === undefined
      ? {}
      : {
          characters: counted(lang, limit, ...NOUNS[lang].characters),
          items: counted(lang, limit, ...NOUNS[lang].items),
        }),
  });
}

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR' };

const formatNumber = (lang: Lang, n: number) => new Intl.NumberFormat(LOCALES[lang]).format(n);

/** An amount in a currency as a clerk reads it: `€1,234.50`, `1 234,50 €`; the bare figure without a known currency. */
export function formatAmount(lang: Lang, amount: number, currency: string | null): string {
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(amount);
    } catch {
      // An initial Intl does not know: the figure and the initial below.
    }
  }
  const figure = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
  return currency ? `${figure} ${currency}` : figure;
}
