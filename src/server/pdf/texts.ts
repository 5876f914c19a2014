/** The engine's own words (the footer), en and fr. Documents bring their own texts. */
import type { Lang } from '@schema/types.js';

export const PDF_TEXTS: Record<Lang, { page: (n: number, of: number) => string }> = {
  en: { page: (n, of) => `Page ${n} of ${of}` },
  fr: { page: (n, of) => `Page ${n} sur ${of}` },
};
