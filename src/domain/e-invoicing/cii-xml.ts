/**
 * Writes an invoice or credit note as UN/CEFACT Cross Industry Invoice D16B XML in the Factur-X
 * EN 16931 profile (guideline `urn:cen.eu:en16931:2017`): the XML a Factur-X PDF embeds and that a
 * platform takes alone. Element order follows the Factur-X XSD. Amounts are written as given (two
 * decimals), never recomputed: the caller's numbers are the ones in the database and on the PDF.
 * Checked against the official XSD and Schematrons in tests/unit/e-invoicing/.
 * @example
 *   ciiXml(invoice) // '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice …'
 */
import { tradeParty, sellerLegalInformation } from './cii-party.js';
import { amount, decimal, percent } from './decimals.js';
import type { EInvoice, EInvoiceLine, EInvoiceVat } from './types.js';
import { el, leaf, xmlDocument, type XmlElement } from './xml.js';

const namespaces = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/**
 * BT-23, the French "cadre de facturation" (BR-FR-08): S1 = an invoice for services, not yet paid
 * when issued. A travel provider sells services; payments recorded later do not change the framework.
 */
const BUSINESS_PROCESS = 'S1';

/** YYYY-MM-DD → the CII date format 102 (YYYYMMDD). */
function date102(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`E-invoice: date "${isoDate}" is not YYYY-MM-DD.`);
  return isoDate.replaceAll('-', '');
}

const dateTime = (name: string, isoDate: string, prefix: 'udt' | 'qdt' = 'udt'): XmlElement =>
  el(name, [leaf(`${prefix}:DateTimeString`, date102(isoDate), { format: '102' })]);

function line(item: EInvoiceLine): XmlElement {
  return el('ram:IncludedSupplyChainTradeLineItem', [
    el('ram:AssociatedDocumentLineDocument', [leaf('ram:LineID', item.id)]),
    el('ram:SpecifiedTradeProduct', [leaf('ram:Name', item.name)]),
    el('ram:SpecifiedLineTradeAgreement', [
      el('ram:NetPriceProductTradePrice', [leaf('ram:ChargeAmount', decimal(item.netPrice))]),
    ]),
    el('ram:SpecifiedLineTradeDelivery', [leaf('ram:BilledQuantity', decimal(item.quantity), { unitCode: 'C62' })]),
    el('ram:SpecifiedLineTradeSettlement', [
      el('ram:ApplicableTradeTax', [
        leaf('ram:TypeCode', 'VAT'),
        leaf('ram:CategoryCode', item.vatCategory),
        leaf('ram:RateApplicablePercent', percent(item.vatRate)),
      ]),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', [leaf('ram:LineTotalAmount', amount(item.lineTotal))]),
    ]),
  ]);
}

function vatBreakdown(vat: EInvoiceVat): XmlElement {
  return el('ram:ApplicableTradeTax', [
    leaf('ram:CalculatedAmount', amount(vat.tax)),
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:ExemptionReason', vat.exemptionReason),
    leaf('ram:BasisAmount', amount(vat.basis)),
    leaf('ram:CategoryCode', vat.category),
    leaf('ram:ExemptionReasonCode', vat.exemptionCode),
    leaf('ram:RateApplicablePercent', percent(vat.rate)),
  ]);
}

function settlement(e: EInvoice): XmlElement {
  const { totals, payment } = e;
  return el('ram:ApplicableHeaderTradeSettlement', [
    // BT-83, the remittance information the buyer quotes on its transfer.
    leaf('ram:PaymentReference', e.number),
    leaf('ram:InvoiceCurrencyCode', e.currency),
    payment !== null &&
      el('ram:SpecifiedTradeSettlementPaymentMeans', [
        leaf('ram:TypeCode', '58'), // SEPA credit transfer
        el('ram:PayeePartyCreditorFinancialAccount', [
          leaf('ram:IBANID', payment.iban),
          leaf('ram:AccountName', payment.accountName),
        ]),
        payment.bic !== null && el('ram:PayeeSpecifiedCreditorFinancialInstitution', [leaf('ram:BICID', payment.bic)]),
      ]),
    ...e.vat.map(vatBreakdown),
    e.dueDate !== null && el('ram:SpecifiedTradePaymentTerms', [dateTime('ram:DueDateDateTime', e.dueDate)]),
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      leaf('ram:LineTotalAmount', amount(totals.lineTotal)),
      leaf('ram:TaxBasisTotalAmount', amount(totals.taxBasis)),
      leaf('ram:TaxTotalAmount', amount(totals.taxTotal), { currencyID: e.currency }),
      leaf('ram:GrandTotalAmount', amount(totals.grandTotal)),
      leaf('ram:TotalPrepaidAmount', amount(totals.paid)),
      leaf('ram:DuePayableAmount', amount(totals.due)),
    ]),
    e.precedingInvoice !== null &&
      el('ram:InvoiceReferencedDocument', [
        leaf('ram:IssuerAssignedID', e.precedingInvoice.number),
        dateTime('ram:FormattedIssueDateTime', e.precedingInvoice.issueDate, 'qdt'),
      ]),
  ]);
}

/** The CII XML of an invoice (380) or credit note (381). Same input, same bytes. */
export function ciiXml(e: EInvoice): string {
  return xmlDocument(
    el(
      'rsm:CrossIndustryInvoice',
      [
        el('rsm:ExchangedDocumentContext', [
          el('ram:BusinessProcessSpecifiedDocumentContextParameter', [leaf('ram:ID', BUSINESS_PROCESS)]),
          el('ram:GuidelineSpecifiedDocumentContextParameter', [leaf('ram:ID', 'urn:cen.eu:en16931:2017')]),
        ]),
        el('rsm:ExchangedDocument', [
          leaf('ram:ID', e.number),
          leaf('ram:TypeCode', e.typeCode),
          dateTime('ram:IssueDateTime', e.issueDate),
          ...e.notes.map((note) =>
            el('ram:IncludedNote', [leaf('ram:Content', note.text), leaf('ram:SubjectCode', note.subjectCode)]),
          ),
        ]),
        el('rsm:SupplyChainTradeTransaction', [
          ...e.lines.map(line),
          el('ram:ApplicableHeaderTradeAgreement', [
            leaf('ram:BuyerReference', e.buyerReference),
            tradeParty('ram:SellerTradeParty', e.seller, sellerLegalInformation(e.seller)),
            tradeParty('ram:BuyerTradeParty', e.buyer),
          ]),
          el('ram:ApplicableHeaderTradeDelivery', [
            e.deliveryDate
              ? el('ram:ActualDeliverySupplyChainEvent', [dateTime('ram:OccurrenceDateTime', e.deliveryDate)])
              : null,
          ]),
          settlement(e),
        ]),
      ],
      namespaces,
    ),
  );
}
