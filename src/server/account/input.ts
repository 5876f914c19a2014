/**
 * Reading the bodies of the account routes (pure; 400 keyed by field). Names, e-mail and
 * password follow the users screen's rules and messages (users/input.ts): names 1–100, an
 * e-mail ≤ 256 stored lowercased, a password of 8–128 characters with letters and digits.
 */
import type { Lang } from '@schema/types.js';
import { asInput } from '../http/body.js';
import { checkPassword, EMAIL, EMAIL_MAX, NAME_MAX, Problems, type Field } from '../users/index.js';
import { accountText } from './messages.js';

function requiredText(p: Problems, raw: unknown, field: Field, max: number): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    p.add(field, 'invalid', field);
    return '';
  }
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) p.add(field, 'required', field);
  else if (value.length > max) p.add(field, 'maxLength', field, max);
  return value;
}

function email(p: Problems, raw: unknown): string {
  const value = requiredText(p, raw, 'email', EMAIL_MAX).toLowerCase();
  if (value && !p.has('email') && !EMAIL.test(value)) p.add('email', 'invalid', 'email');
  return value;
}

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function readSignUp(body: unknown, lang: Lang): SignUp {
  const input = asInput(body);
  const p = new Problems(lang);
  const firstName = requiredText(p, input.firstName, 'firstName', NAME_MAX);
  const lastName = requiredText(p, input.lastName, 'lastName', NAME_MAX);
  const address = email(p, input.email);
  const password = checkPassword(p, input.password);
  p.throwIfAny();
  return { firstName, lastName, email: address, password };
}

export function readEmail(body: unknown, lang: Lang): string {
  const p = new Problems(lang);
  const address = email(p, asInput(body).email);
  p.throwIfAny();
  return address;
}

function token(p: Problems, raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) (p.errors.token ??= []).push(accountText(p.lang, 'tokenRequired'));
  return value;
}

/** `{token}` of confirm-email; the token's own checks come later, against the database. */
export function readToken(body: unknown, lang: Lang): string {
  const p = new Problems(lang);
  const value = token(p, asInput(body).token);
  p.throwIfAny();
  return value;
}

/**
 * `{token, password}` of reset-password. The password is checked before the token is used, so
 * a password the rules refuse does not spend the link.
 */
export function readReset(body: unknown, lang: Lang): { token: string; password: string } {
  const input = asInput(body);
  const p = new Problems(lang);
  const value = token(p, input.token);
  const password = checkPassword(p, input.password);
  p.throwIfAny();
  return { token: value, password };
}
