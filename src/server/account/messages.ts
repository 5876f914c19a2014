/**
 * The texts of the account routes in en and fr: the answers the pages show as they are, and the
 * messages of a refused token. Field messages (names, e-mail, password) are user management's
 * (users/messages.ts), so sign-up and the users screen say the same thing.
 */
import type { Lang } from '@schema/types.js';

const texts = {
  en: {
    signedUp: 'Thank you! We have sent you an e-mail: follow its link to confirm your address, then sign in.',
    resetSent:
      'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour.',
    confirmed: 'Your e-mail address is confirmed. You can sign in now.',
    passwordReset: 'Your password has been changed. You can sign in with it now.',
    tokenRequired: 'The link is incomplete: open it from the e-mail again.',
    confirmTokenInvalid:
      'This confirmation link is not valid any more (used, expired or incomplete). Sign up again to get a new one.',
    resetTokenInvalid:
      'This password reset link is not valid any more (used, expired or incomplete). Ask for a new one.',
    notConfirmed: 'Please confirm your e-mail address first.',
    throttled: 'Too many requests. Try again later.',
  },
  fr: {
    signedUp:
      'Merci ! Nous vous avons envoyé un e-mail : suivez son lien pour confirmer votre adresse, puis connectez-vous.',
    resetSent:
      'Si un compte utilise cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
    confirmed: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
    passwordReset: 'Votre mot de passe a été changé. Vous pouvez vous connecter avec.',
    tokenRequired: "Le lien est incomplet : ouvrez-le de nouveau depuis l'e-mail.",
    confirmTokenInvalid:
      "Ce lien de confirmation n'est plus valable (utilisé, expiré ou incomplet). Inscrivez-vous de nouveau pour en recevoir un autre.",
    resetTokenInvalid:
      "Ce lien de réinitialisation n'est plus valable (utilisé, expiré ou incomplet). Demandez-en un nouveau.",
    notConfirmed: "Veuillez d'abord confirmer votre adresse e-mail.",
    throttled: 'Trop de demandes. Réessayez plus tard.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type AccountText = keyof typeof texts.en;

export function accountText(lang: Lang, key: AccountText): string {
  return texts[lang][key];
}
