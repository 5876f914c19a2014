/**
 * The seller and buyer trade parties of the CII (BG-4 / BG-7). Identifiers follow the French
 * e-invoicing profile (BR-FR) on top of EN 16931:
 * - SIRET as the party identifier (BT-29 / BT-46) with ISO 6523 scheme 0009;
 * - SIREN as the legal registration id (BT-30 / BT-47) with scheme 0002;
 * - the electronic address (BT-34 / BT-49) with scheme 0225, the French directory's SIREN-based
 *   addressing. BR-FR-12/13 make it mandatory and BR-FR-21 wants the buyer's to start with its SIREN,
 *   so without an explicit address the SIREN itself is written (the directory's default address);
 *   a party with neither (a buyer abroad, outside the French directory) is reached at its e-mail,
 *   scheme EM, which EN 16931 allows and which keeps BR-FR-12/13 satisfied.
 */
import type { EInvoiceParty } from './types.js';
import { el, leaf, type XmlElement } from './xml.js';

/** 50000.00 → "50 000", 1234.5 → "1 234,50": an amount as a French legal mention writes it. */
const frenchAmount = (decimal: string) => {
  const [units, cents] = decimal.split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return cents && Number(cents) !== 0 ? `${grouped},${cents.padEnd(2, '0')}` : grouped;
};

/** BT-33 "seller additional legal information": legal form, share capital and RCS registration. */
export function sellerLegalInformation(party: EInvoiceParty): string | null {
  const capital = party.shareCapital ? `capital de ${frenchAmount(party.shareCapital)} €` : null;
  const form = [party.legalForm, capital].filter(Boolean).join(' au ');
  const rcs = party.rcsCity ? `RCS ${party.rcsCity}${party.siren ? ` ${party.siren}` : ''}` : null;
  const text = [form, rcs].filter(Boolean).join(', ');
  return text === '' ? null : text;
}

export function tradeParty(
  name: 'ram:SellerTradeParty' | 'ram:BuyerTradeParty',
  party: EInvoiceParty,
  legalInformation: string | null = null,
): XmlElement {
  const directory = party.electronicAddress ?? party.siren;
  const endpoint =
    directory !== null
      ? { id: directory, scheme: '0225' }
      : party.email !== null
        ? { id: party.email, scheme: 'EM' }
        : null;
  return el(name, [
    leaf('ram:GlobalID', party.siret, { schemeID: '0009' }),
    leaf('ram:Name', party.name),
    leaf('ram:Description', legalInformation),
    party.siren !== null && el('ram:SpecifiedLegalOrganization', [leaf('ram:ID', party.siren, { schemeID: '0002' })]),
    party.email !== null &&
      el('ram:DefinedTradeContact', [el('ram:EmailURIUniversalCommunication', [leaf('ram:URIID', party.email)])]),
    el('ram:PostalTradeAddress', [
      leaf('ram:PostcodeCode', party.address.postcode),
      leaf('ram:LineOne', party.address.street),
      leaf('ram:CityName', party.address.city),
      leaf('ram:CountryID', party.address.countryCode),
    ]),
    endpoint !== null &&
      el('ram:URIUniversalCommunication', [leaf('ram:URIID', endpoint.id, { schemeID: endpoint.scheme })]),
    party.vatNumber !== null &&
      el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', party.vatNumber, { schemeID: 'VA' })]),
  ]);
}
