/**
 * The mail module's sentences in en and fr: why a mail is in the outbox unsent (stored with the
 * mail in the language of the try, so an API client reads it as it is; the screen shows its
 * own words for `not-configured`), and the answers of its routes.
 */
import type { Lang } from '@schema/types.js';

const texts = {
  en: {
    notConfigured: 'SMTP is not configured: set the SMTP server in Provider Settings > SAAS Tenancy Settings.',
    companyOnly: 'The outbox is for company users only.',
    busy: 'This mail is being sent right now. Try again in a moment.',
    statusInvalid: 'status must be one of: {values}.',
    idRequired: 'id is required.',
    idInvalid: 'id must be a whole number from 1 to 2147483647.',
  },
  fr: {
    notConfigured:
      "SMTP n'est pas configuré : renseignez le serveur SMTP dans Paramètres du fournisseur > Paramètres de l'instance SaaS.",
    companyOnly: "La boîte d'envoi est réservée aux utilisateurs de la société.",
    busy: 'Cet e-mail est en cours d’envoi. Réessayez dans un instant.',
    statusInvalid: 'status doit valoir : {values}.',
    idRequired: 'id est obligatoire.',
    idInvalid: 'id doit être un nombre entier de 1 à 2147483647.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MailMessageKey = keyof typeof texts.en;

export function mailMessage(lang: Lang, key: MailMessageKey, values: Record<string, string> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
