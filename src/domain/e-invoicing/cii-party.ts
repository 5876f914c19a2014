/**
 * The seller and buyer trade parties of the CII (BG-4 / BG-7). Identifiers follow the French
 * e-invoicing profile (BR-FR) on top of EN 16931:
 * - SIRET as the party identifier (BT-29 / BT-46) with ISO 6523 scheme 0009;
 * - SIREN as the legal registration id (BT-30 / BT-47) with scheme 0002;
 * - the electronic address (BT-34 / BT-49) with scheme 0225, the French directory's SIREN-based
 *   addressing. BR-FR-12/13 make it mandatory and BR-FR-21 wants the buyer's to start with its SIREN,
 *   so without an explicit address the SIREN itself is written (the directory's default address).
 */
import type { EInvoiceParty } from './types.js';
import { el, leaf, type XmlElement } from './xml.js';

/** BT-33 "seller additional legal information": legal form, share capital and RCS registration. */
export function sellerLegalInformation(party: EInvoiceParty): string | null {
  const capital = party.shareCapital ? `capital de ${party.shareCapital} €` : null;
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
  const endpoint = party.electronicAddress ?? party.siren;
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
    endpoint !== null && el('ram:URIUniversalCommunication', [leaf('ram:URIID', endpoint, { schemeID: '0225' })]),
    party.vatNumber !== null &&
      el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', party.vatNumber, { schemeID: 'VA' })]),
  ]);
}
