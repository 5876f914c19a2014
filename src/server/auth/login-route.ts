/**
 * POST /api/Auth/login {email, password} → 200 {accessToken}.
 * Wrong email, wrong password and a locked user all answer the same 401; an unknown email
 * still costs one scrypt; repeated failures per email answer 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { HttpError, ValidationError } from '../errors.js';
import { pickLang } from '../../schema/messages.js';
import type { Lang } from '../../schema/types.js';
import { dummyHash, verifyPassword } from './password.js';
import { blockedFor, clearFailures, recordFailure } from './throttle.js';
import { signAccessToken } from './token.js';
import { findUserByEmail, permissionsOf } from './users.js';

const texts: Record<Lang, { email: string; password: string; invalid: string; throttled: string }> = {
  en: {
    email: 'Email is required.',
    password: 'Password is required.',
    invalid: 'Invalid email or password.',
    throttled: 'Too many failed sign-in attempts. Try again later.',
  },
  fr: {
    email: "L'e-mail est obligatoire.",
    password: 'Le mot de passe est obligatoire.',
    invalid: 'E-mail ou mot de passe invalide.',
    throttled: 'Trop de tentatives de connexion échouées. Réessayez plus tard.',
  },
};

function readCredentials(body: unknown, lang: Lang): { email: string; password: string } {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = [texts[lang].email];
  if (!password) errors.password = [texts[lang].password];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { email, password };
}

export function loginRoute(app: FastifyInstance, db: Db, key: Uint8Array): void {
  app.post('/api/Auth/login', { config: { permission: 'public' } }, async (request) => {
    const lang = pickLang(request.headers['accept-language']);
    const { email, password } = readCredentials(request.body, lang);
    const wait = await blockedFor(db, email);
    if (wait > 0) throw new HttpError(429, texts[lang].throttled, { 'retry-after': String(wait) });

    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? await dummyHash());
    if (!user || !matches || user.isLocked) {
      await recordFailure(db, email);
      throw new HttpError(401, texts[lang].invalid);
    }
    await clearFailures(db, email);
    const permissions = await permissionsOf(db, user.id);
    const accessToken = await signAccessToken(
      { id: user.id, fullname: user.fullName, agencyId: user.agencyId ?? undefined, permissions },
      key,
    );
    return { accessToken };
  });
}
