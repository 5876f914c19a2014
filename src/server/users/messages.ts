/**
 * The user-management validation texts in en and fr, in the shared message style
 * ("First Name is required.", "Password must be at least 8 characters long.").
 */
import { counted } from '@domain/plural.js';
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';
import { uniqueSentence } from '@schema/unique.js';

export type Field =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'agencyId'
  | 'roleIds'
  | 'id'
  | 'isLocked'
  | 'title'
  | 'typeId'
  | 'permissions'
  | 'roleId'
  | 'userTypeId';

const labels: Record<Lang, Record<Field, string>> = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    password: 'Password',
    agencyId: 'Agency',
    roleIds: 'Roles',
    id: 'Id',
    isLocked: 'Locked',
    title: 'Title',
    typeId: 'Role type',
    permissions: 'Permissions',
    roleId: 'Role',
    userTypeId: 'User Type',
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    password: 'Mot de passe',
    agencyId: 'Agence',
    roleIds: 'Rôles',
    id: 'Id',
    isLocked: 'Verrouillé',
    title: 'Titre',
    typeId: 'Type de rôle',
    permissions: 'Permissions',
    roleId: 'Rôle',
    userTypeId: "Type d'utilisateur",
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    minLength: '{label} must be at least {characters} long.',
    maxLength: '{label} cannot exceed {characters}.',
    invalid: '{label} is not valid.',
    passwordMix: 'Password must contain letters and digits.',
    // The engine's sentence of a value another row holds (schema/unique.ts), as on every entity.
    emailTaken: uniqueSentence({ one: 'User', label: labels.en.email }, 'en'),
    titleTaken: uniqueSentence({ one: 'Role', label: labels.en.title }, 'en'),
    unknownPermission: 'Unknown permission: {limit}.',
    notGrantable: 'You cannot grant a permission you do not hold: {limit}.',
    roleNotGrantable: 'You cannot grant a role with permissions you do not hold: {limit}.',
    oneRole: 'Select at least one role.',
    lockSelf: 'You cannot lock your own account.',
    deleteSelf: 'You cannot delete your own account.',
    roleInUse: 'The role is still assigned to {users}.',
  },
  fr: {
    required: 'Le champ « {label} » est obligatoire.',
    minLength: 'Le champ « {label} » doit contenir au moins {characters}.',
    maxLength: 'Le champ « {label} » ne peut pas dépasser {characters}.',
    invalid: "Le champ « {label} » n'est pas valide.",
    passwordMix: 'Le mot de passe doit contenir des lettres et des chiffres.',
    emailTaken: uniqueSentence(
      { one: 'Utilisateur', label: labels.fr.email },
      'fr',
      'Un {one} avec cet e-mail existe déjà.',
    ),
    titleTaken: uniqueSentence({ one: 'Rôle', label: labels.fr.title }, 'fr', 'Un {one} avec ce titre existe déjà.'),
    unknownPermission: 'Permission inconnue : {limit}.',
    notGrantable: "Vous ne pouvez pas accorder une permission que vous n'avez pas : {limit}.",
    roleNotGrantable: "Vous ne pouvez pas attribuer un rôle dont vous n'avez pas les permissions : {limit}.",
    oneRole: 'Sélectionnez au moins un rôle.',
    lockSelf: 'Vous ne pouvez pas verrouiller votre propre compte.',
    deleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
    roleInUse: 'Le rôle est encore attribué à {users}.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof typeof templates.en;

/** Counted nouns ("1 user", "2 utilisateurs"): {characters} and {users} of a number `limit`. */
const NOUNS: Record<Lang, Record<'characters' | 'users', [string, string]>> = {
  en: { characters: ['character', 'characters'], users: ['user', 'users'] },
  fr: { characters: ['caractère', 'caractères'], users: ['utilisateur', 'utilisateurs'] },
};

/** One message, e.g. `message('en', 'required', 'firstName')` → "First Name is required.". */
export function message(lang: Lang, key: MessageKey, field?: Field, limit?: string | number): string {
  const label = field ? labels[lang][field] : '';
  const n = typeof limit === 'number' ? limit : undefined;
  return fillTemplate(templates[lang][key], {
    label,
    limit: limit ?? '',
    characters: n === undefined ? undefined : counted(lang, n, ...NOUNS[lang].characters),
    users: n === undefined ? undefined : counted(lang, n, ...NOUNS[lang].users),
  });
}
