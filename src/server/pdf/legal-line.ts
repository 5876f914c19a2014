/**
 * The seller's legal line at the foot of the finance documents (Code de commerce R123-237): name,
 * legal form and share capital, RCS city with the SIREN, SIRET, VAT number; what the tenant has
 * filled in (Provider Settings › Legal Identity). The invoice, the credit note and the receipt
 * print the same line.
 *
 * @example sellerLegalLine(seller, 'fr', 'EUR') // 'Azur Voyages SAS · SAS au capital de 50 000,00 € · RCS Nice 912345675 · …'
 */
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import { formatMoney } from './format.js';
import { LEGAL_LINE_TEXTS } from './texts.js';

export function sellerLegalLine(
  seller: Pick<
    SellerIdentity,
    'legalName' | 'legalForm' | 'shareCapital' | 'rcsCity' | 'siren' | 'siret' | 'vatNumber'
  >,
  lang: Lang,
  capitalCurrency: string | null,
): string {
  const t = LEGAL_LINE_TEXTS[lang];
  const s = seller;
  return [
    s.legalName,
    s.legalForm && s.shareCapital
      ? t.shareCapital(s.legalForm, formatMoney(s.shareCapital, capitalCurrency ?? 'EUR', lang))
      : s.legalForm,
    s.rcsCity && s.siren ? t.rcs(s.rcsCity, s.siren) : s.siren && `${t.siren} ${s.siren}`,
    s.siret && `${t.siret} ${s.siret}`,
    s.vatNumber && `${t.vatNumber} ${s.vatNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
