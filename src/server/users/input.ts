/**
 * Reading and validating the bodies and query strings of the user-management endpoints.
 * Pure: no SQL here; checks that need the database (unique email, existing agency, roles)
 * are in the routes. Every problem is collected and thrown as one 400 keyed by field.
 */
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { asInput, type Input } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { message, type Field, type MessageKey } from './messages.js';
import { isUserTypeId, USER_TYPE, type UserBody, type UserTypeId } from '@domain/user-management.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 256;
export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects messages by field (users/messages.ts); `throwIfAny` ends the request with a 400. */
export class Problems extends FieldProblems<[key: MessageKey, label?: Field, limit?: string | number]> {
  constructor(lang: Lang) {
    super(lang, (l, _field, key, label, limit) => message(l, key, label, limit));
  }
}

function text(p: Problems, input: Input, field: Field, min: number, max: number): string {
  const raw = input[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') p.add(field, 'invalid', field);
  else if (!value) p.add(field, 'required', field);
  else if (value.length < min) p.add(field, 'minLength', field, min);
  else if (value.length > max) p.add(field, 'maxLength', field, max);
  return value;
}

/**
 * An id: a whole number from 1 to the integer column's maximum, as a JSON number or a plain
 * decimal text (not `0x10`, `1e3`, ` 12`, `+5`, `1.0`); undefined when absent, NaN when invalid
 * (a larger value would overflow the column: a database error, not a 400).
 */
export function positiveId(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return positiveIntOf(raw) ?? NaN;
}

/** A required id (query `id=` or body `id`); 400 on `field` otherwise. */
export function requiredId(raw: unknown, lang: Lang, field: Field = 'id'): number {
  const id = positiveId(raw);
  if (id === undefined || Number.isNaN(id)) {
    const p = new Problems(lang);
    p.add(field, id === undefined ? 'required' : 'invalid', field);
    p.throwIfAny();
  }
  return id!;
}

/** The password policy: 8 to 128 characters with at least one letter and one digit. */
export function checkPassword(p: Problems, raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    p.add('password', 'invalid', 'password');
    return '';
  }
  const value = typeof raw === 'string' ? raw : '';
  if (!value) p.add('password', 'required', 'password');
  else if (value.length < PASSWORD_MIN) p.add('password', 'minLength', 'password', PASSWORD_MIN);
  else if (value.length > PASSWORD_MAX) p.add('password', 'maxLength', 'password', PASSWORD_MAX);
  else if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) p.add('password', 'passwordMix');
  return value;
}

function idList(p: Problems, raw: unknown, field: Field): number[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    p.add(field, 'invalid', field);
    return [];
  }
  const ids = raw.map(positiveId);
  if (ids.some((id) => id === undefined || Number.isNaN(id))) p.add(field, 'invalid', field);
  return [...new Set(ids.filter((id): id is number => id !== undefined && !Number.isNaN(id)))];
}

/** A user's add/update body once read: the shared contract. */
export type UserInput = UserBody;

/** The body of `add` (with password) or `update` (with id, no password). */
export function readUserInput(body: unknown, lang: Lang, mode: 'add' | 'update'): UserInput {
  const input = asInput(body);
  const p = new Problems(lang);
  const id = mode === 'update' ? positiveId(input.id) : undefined;
  if (mode === 'update' && (id === undefined || Number.isNaN(id)))
    p.add('id', id === undefined ? 'required' : 'invalid', 'id');
  const firstName = text(p, input, 'firstName', 1, NAME_MAX);
  const lastName = text(p, input, 'lastName', 1, NAME_MAX);
  const email = text(p, input, 'email', 3, EMAIL_MAX).toLowerCase();
  if (email && !p.has('email') && !EMAIL.test(email)) p.add('email', 'invalid', 'email');
  const password = mode === 'add' ? checkPassword(p, input.password) : undefined;
  const agencyId = positiveId(input.agencyId);
  if (Number.isNaN(agencyId)) p.add('agencyId', 'invalid', 'agencyId');
  const roleIds = idList(p, input.roleIds, 'roleIds');
  if (!roleIds.length && !p.has('roleIds')) p.add('roleIds', 'oneRole');
  p.throwIfAny();
  return { id, firstName, lastName, email, password, agencyId: agencyId ?? null, roleIds };
}

export interface RoleInput {
  id?: number;
  title: string;
  typeId: UserTypeId;
  permissions?: string[];
}

/** Permission names: strings of the catalogue, without duplicates (400 on `permissions`). */
export function checkPermissions(p: Problems, raw: unknown, catalogue: ReadonlySet<string>): string[] {
  if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string')) {
    p.add('permissions', 'invalid', 'permissions');
    return [];
  }
  const names = [...new Set(raw as string[])];
  const unknown = names.filter((n) => !catalogue.has(n));
  if (unknown.length) p.add('permissions', 'unknownPermission', undefined, unknown.join(', '));
  return names.sort();
}

/** The body of `role` (add) or `updaterole`: title, typeId (1 company, 2 agency), permissions. */
export function readRoleInput(
  body: unknown,
  lang: Lang,
  mode: 'add' | 'update',
  catalogue: ReadonlySet<string>,
): RoleInput {
  const input = asInput(body);
  const p = new Problems(lang);
  const id = mode === 'update' ? positiveId(input.id) : undefined;
  if (mode === 'update' && (id === undefined || Number.isNaN(id)))
    p.add('id', id === undefined ? 'required' : 'invalid', 'id');
  const title = text(p, input, 'title', TITLE_MIN, TITLE_MAX);
  const typeId = positiveId(input.typeId) ?? USER_TYPE.Company;
  if (!isUserTypeId(typeId)) p.add('typeId', 'invalid', 'typeId');
  const permissions =
    input.permissions === undefined && mode === 'update'
      ? undefined
      : checkPermissions(p, input.permissions ?? [], catalogue);
  p.throwIfAny();
  return { id, title, typeId: typeId as UserTypeId, permissions };
}
