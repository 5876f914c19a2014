/** Shared pieces of the user-management routes: the guards and their 403s. */
import type { Lang } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';
import { HttpError } from '../errors.js';

/** Permissions in `wanted` that the caller does not hold. */
export function notHeld(caller: AuthUser, wanted: Iterable<string>): string[] {
  const held = new Set(caller.permissions);
  return [...wanted].filter((p) => !held.has(p));
}

const texts: Record<Lang, { manage: string; agencyRoles: string; companyOnly: string }> = {
  en: {
    manage: 'You cannot manage a user who holds permissions you do not hold.',
    agencyRoles: 'Agency users cannot change roles.',
    companyOnly: 'Only company users can do this.',
  },
  fr: {
    manage: "Vous ne pouvez pas gérer un utilisateur qui a des permissions que vous n'avez pas.",
    agencyRoles: 'Les utilisateurs d’agence ne peuvent pas modifier les rôles.',
    companyOnly: 'Seuls les utilisateurs de la société peuvent faire cela.',
  },
};

export const cannotManage = (lang: Lang) => new HttpError(403, texts[lang].manage);
export const agencyCannotEditRoles = (lang: Lang) => new HttpError(403, texts[lang].agencyRoles);
export const companyOnly = (lang: Lang) => new HttpError(403, texts[lang].companyOnly);
