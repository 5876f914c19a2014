/**
 * The users and roles lists as CSV (`GET /api/authorization/user/export?search=`,
 * `GET /api/authorization/user/roles/export?search=`): the list screens' columns
 * (resources/user-management/{users/UserList,roles/RoleList}.tsx, headers checked against their
 * texts by tests/unit/csv-columns.test.ts), in the lists' order, every row the search finds,
 * an agency caller's own agency's users only.
 */
import { USER_TYPE } from '@domain/user-management.js';
import type { Lang } from '@schema/types.js';
import { mapBatches, type CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { roleListStatement } from './role-repository.js';
import type { UserRepository, UserScope } from './user-repository.js';

export const USER_CSV_COLUMNS: CsvColumn[] = [
  { key: 'name', header: { en: 'Name', fr: 'Nom' } },
  { key: 'email', header: { en: 'Email', fr: 'E-mail' } },
  { key: 'agency', header: { en: 'Agency', fr: 'Agence' } },
  { key: 'roles', header: { en: 'Roles', fr: 'Rôles' } },
  { key: 'status', header: { en: 'Status', fr: 'Statut' } },
  { key: 'created', header: { en: 'Created', fr: 'Créé le' } },
];

export const ROLE_CSV_COLUMNS: CsvColumn[] = [
  { key: 'title', header: { en: 'Title', fr: 'Titre' } },
  { key: 'type', header: { en: 'Type', fr: 'Type' } },
  { key: 'users', header: { en: 'Users', fr: 'Utilisateurs' } },
  { key: 'permissions', header: { en: 'Permissions', fr: 'Permissions' } },
];

const WORDS: Record<Lang, Record<'company' | 'active' | 'locked' | 'companyRole' | 'agencyRole', string>> = {
  en: {
    company: 'Company user',
    active: 'Active',
    locked: 'Locked',
    companyRole: 'Company role',
    agencyRole: 'Agency role',
  },
  fr: {
    company: 'Utilisateur de la société',
    active: 'Actif',
    locked: 'Verrouillé',
    companyRole: 'Rôle société',
    agencyRole: 'Rôle agence',
  },
};

const iso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function userCsvRows(
  db: Db,
  users: UserRepository,
  scope: UserScope,
  search: string | undefined,
  lang: Lang,
): AsyncIterable<Row[]> {
  const words = WORDS[lang];
  const { sql, params } = users.listStatement(scope, search);
  return mapBatches(db.stream(sql, params), (row) => ({
    name: row.fullName,
    email: row.email,
    agency: row.agencyId === null ? words.company : (row.agencyName ?? `#${String(row.agencyId)}`),
    roles: (row.roles as { title: string }[]).map((r) => r.title).join(', '),
    status: row.isLocked ? words.locked : words.active,
    created: iso(row.dateCreated),
  }));
}

export function roleCsvRows(db: Db, search: string | undefined, lang: Lang): AsyncIterable<Row[]> {
  const words = WORDS[lang];
  const { sql, params } = roleListStatement(search);
  return mapBatches(db.stream(sql, params), (row) => ({
    title: row.title,
    type: row.typeId === USER_TYPE.Agency ? words.agencyRole : words.companyRole,
    users: row.userCount,
    permissions: row.permissionCount,
  }));
}
