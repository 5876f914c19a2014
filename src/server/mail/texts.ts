/**
 * The account e-mails, in en and fr: subject and plain text (and a minimal HTML copy with the
 * link as a button). `{company}` is the tenant's company name at the time the mail is recorded;
 * the link is built by the caller from PUBLIC_URL. `accountMail` gives what the outbox records.
 */
import type { Lang } from '@schema/types.js';

export type MailKind = 'confirm-email' | 'reset-password' | 'account-exists';

export interface MailText {
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** The link's label (the HTML button). */
  action: string;
  /** Paragraphs after the link. */
  outro: string[];
}

type Texts = Record<MailKind, (company: string, name: string) => MailText>;

const en: Texts = {
  'confirm-email': (company, name) => ({
    subject: `${company}: confirm your e-mail address`,
    intro: [
      `Hello ${name},`,
      `Thank you for signing up to ${company}. Please confirm your e-mail address with this link (valid 48 hours):`,
    ],
    action: 'Confirm my e-mail address',
    outro: [
      'An administrator will then give you access to the screens you need.',
      'If you did not sign up, ignore this e-mail.',
    ],
  }),
  'reset-password': (company, name) => ({
    subject: `${company}: reset your password`,
    intro: [
      `Hello ${name},`,
      'Someone (we hope you) asked to reset your password. Choose a new one with this link (valid 1 hour, once):',
    ],
    action: 'Choose a new password',
    outro: ['If you did not ask for it, ignore this e-mail: your password stays as it is.'],
  }),
  'account-exists': (company, name) => ({
    subject: `${company}: you already have an account`,
    intro: [
      `Hello ${name},`,
      `Someone (we hope you) tried to sign up to ${company} with this e-mail address, which already has an account. Sign in here:`,
    ],
    action: 'Sign in',
    outro: [
      'Forgot your password? Use "Forgot password?" on the sign-in page.',
      'If it was not you, ignore this e-mail.',
    ],
  }),
};

const fr: Texts = {
  'confirm-email': (company, name) => ({
    subject: `${company} : confirmez votre adresse e-mail`,
    intro: [
      `Bonjour ${name},`,
      `Merci de votre inscription à ${company}. Confirmez votre adresse e-mail avec ce lien (valable 48 heures) :`,
    ],
    action: 'Confirmer mon adresse e-mail',
    outro: [
      'Un administrateur vous donnera ensuite accès aux écrans dont vous avez besoin.',
      'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    ],
  }),
  'reset-password': (company, name) => ({
    subject: `${company} : réinitialisez votre mot de passe`,
    intro: [
      `Bonjour ${name},`,
      "Quelqu'un (vous, espérons-le) a demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec ce lien (valable 1 heure, une fois) :",
    ],
    action: 'Choisir un nouveau mot de passe',
    outro: ["Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé."],
  }),
  'account-exists': (company, name) => ({
    subject: `${company} : vous avez déjà un compte`,
    intro: [
      `Bonjour ${name},`,
      `Quelqu'un (vous, espérons-le) a tenté de s'inscrire à ${company} avec cette adresse e-mail, qui a déjà un compte. Connectez-vous ici :`,
    ],
    action: 'Se connecter',
    outro: [
      'Mot de passe oublié ? Utilisez « Mot de passe oublié ? » sur la page de connexion.',
      "Si ce n'était pas vous, ignorez cet e-mail.",
    ],
  }),
};

export function mailText(kind: MailKind, lang: Lang, company: string, name: string): MailText {
  return (lang === 'fr' ? fr : en)[kind](company, name);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain text and HTML bodies of a mail with its link. */
export function renderMail(text: MailText, link: string): { text: string; html: string } {
  const plain = [...text.intro, '', link, '', ...text.outro].join('\n');
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${paragraphs(text.intro)}` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#605dff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>` +
    `<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>${paragraphs(text.outro)}</body></html>`;
  return { text: plain, html };
}

/** The company name when the tenant has none yet. */
export const DEFAULT_COMPANY = 'Travel Back Office';

/** An account mail as the outbox records it: subject and both bodies. */
export function accountMail(
  kind: MailKind,
  lang: Lang,
  company: string | null,
  name: string,
  link: string,
): { subject: string; text: string; html: string } {
  const text = mailText(kind, lang, company || DEFAULT_COMPANY, name);
  return { subject: text.subject, ...renderMail(text, link) };
}
