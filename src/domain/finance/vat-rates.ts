/**
 * The VAT rates of France (CGI art. 278 to 281 nonies): the French e-invoicing rules accept no
 * other on a line (BR-FR-16), so under standard VAT with e-invoicing on a row must carry one of
 * these. Shared by the server's check of an update and the row editor's.
 */
export const FRENCH_VAT_RATES = [0, 2.1, 5.5, 10, 20] as const;

/** Whether the rate (percent) is one of the French VAT rates. */
export const isFrenchVatRate = (rate: number): boolean => FRENCH_VAT_RATES.some((r) => r === rate);

/** The rates as a reader reads them: '0, 2.1, 5.5, 10, 20' (fr '0 ; 2,1 ; 5,5 ; 10 ; 20'). */
export const frenchVatRatesText = (lang: 'en' | 'fr'): string =>
  lang === 'fr' ? FRENCH_VAT_RATES.map((r) => String(r).replace('.', ',')).join(' ; ') : FRENCH_VAT_RATES.join(', ');
