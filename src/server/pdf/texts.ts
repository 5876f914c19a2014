/** The engine's own words (the footer, the seller's legal line), en and fr. Documents bring their own texts. */
import type { Lang } from '@schema/types.js';

export const PDF_TEXTS: Record<Lang, { page: (n: number, of: number) => string }> = {
  en: { page: (n, of) => `Page ${n} of ${of}` },
  fr: { page: (n, of) => `Page ${n} sur ${of}` },
};

export interface LegalLineTexts {
  siren: string;
  siret: string;
  vatNumber: string;
  shareCapital: (form: string, capital: string) => string;
  rcs: (city: string, siren: string) => string;
}

export const LEGAL_LINE_TEXTS: Record<Lang, LegalLineTexts> = {
  en: {
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT No.',
    shareCapital: (form, capital) => `${form} with a share capital of ${capital}`,
    rcs: (city, siren) => `RCS ${city} ${siren}`,
  },
  fr: {
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA',
    shareCapital: (form, capital) => `${form} au capital de ${capital}`,
    rcs: (city, siren) => `RCS ${city} ${siren}`,
  },
};
