/**
 * POST /api/Auth/login {email, password} → 200 {accessToken} (a new session, see sessions.ts).
 * Wrong email, wrong password and a locked user all answer the same 401; an unknown email
 * still costs one scrypt. A signed-up user whose e-mail is not confirmed yet gets 401
 * 'Please confirm your e-mail address first.' (only with the right password). The body limit of public routes (8 KiB, route-permissions.ts)
 * refuses a larger body with 413 before anything is read or checked. The attempt is counted before the password is checked; a client
 * held back by the throttle (throttle.ts) gets 429 with Retry-After, unchecked.
 * POST /api/Auth/logout ends the session of the bearer token → 204.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { HttpError, ValidationError } from '../errors.js';
import { documented, problem } from '../http/schemas.js';
import type { Lang } from '@schema/types.js';
import { dummyHash, verifyPassword } from './password.js';
import { currentUser, PUBLIC_BODY_LIMIT } from './route-permissions.js';
import { issueAccessToken, revokeSession } from './sessions.js';
import { attemptSucceeded, countAttempt } from './throttle.js';
import { findUserByEmail, permissionsOf } from './users.js';

const texts: Record<
  Lang,
  { email: string; password: string; invalid: string; throttled: string; notConfirmed: string }
> = {
  en: {
    email: 'Email is required.',
    password: 'Password is required.',
    invalid: 'Invalid email or password.',
    throttled: 'Too many failed sign-in attempts. Try again later.',
    notConfirmed: 'Please confirm your e-mail address first.',
  },
  fr: {
    email: 'Le champ « E-mail » est obligatoire.',
    password: 'Le champ « Mot de passe » est obligatoire.',
    invalid: 'E-mail ou mot de passe invalide.',
    throttled: 'Trop de tentatives de connexion échouées. Réessayez plus tard.',
    notConfirmed: "Veuillez d'abord confirmer votre adresse e-mail.",
  },
};

type Credentials = { email: string; password: string };

function readCredentials(body: unknown, lang: Lang): Credentials {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = [texts[lang].email];
  if (!password) errors.password = [texts[lang].password];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { email, password };
}

/** The route schemas (readCredentials checks the body, with the messages above). */
const loginSchema = documented(
  {
    tags: ['Auth'],
    summary: 'Sign in: an access token',
    description:
      'The email is trimmed and lowercased. A wrong email, a wrong password and a locked user all answer the same 401. ' +
      `The body is at most ${PUBLIC_BODY_LIMIT / 1024} KiB. Failed attempts are throttled per client and account (429 with Retry-After).`,
    body: {
      type: 'object',
      properties: { email: { type: 'string', description: 'trimmed and lowercased' }, password: { type: 'string' } },
      required: ['email', 'password'],
    },
    response: {
      200: {
        type: 'object',
        properties: {
          accessToken: {
            type: 'string',
            description:
              'A JWT (HS256, 8 hours) with the claims sub, sid, fullname, agencyId (agency users), Permission (string[]), iat, exp',
          },
        },
        required: ['accessToken'],
      },
      401: problem(
        'Invalid email or password (or a locked user); or, with the right password, an e-mail address not confirmed yet (`Please confirm your e-mail address first.`).',
      ),
      429: problem('Too many failed sign-in attempts: try again after Retry-After seconds.'),
    },
  },
  readCredentials,
);

const logoutSchema = documented({
  tags: ['Auth'],
  summary: 'Sign out: ends the session of this token',
  description: "The user's other sessions go on. The token is refused (401) from now on.",
  response: { 204: { type: 'null', description: 'The session has ended.' } },
});

export function loginRoute(app: FastifyInstance, db: Db, key: Uint8Array): void {
  app.post<{ Body: Credentials }>(
    '/api/Auth/login',
    { config: { permission: 'public' }, ...loginSchema },
    async (request) => {
      const lang = request.lang;
      const { email, password } = request.body;
      const attempt = await countAttempt(db, email, request.ip);
      if (!attempt.allowed)
        throw new HttpError(429, texts[lang].throttled, { 'retry-after': String(attempt.retryAfter) });

      const user = await findUserByEmail(db, email);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !matches || user.isLocked) throw new HttpError(401, texts[lang].invalid);
      await attemptSucceeded(db, email, request.ip, attempt.counted);
      // Told only to who knows the password: a signed-up user who has not followed the mail's link.
      if (!user.emailConfirmed) throw new HttpError(401, texts[lang].notConfirmed);
      const permissions = await permissionsOf(db, user.id);
      const accessToken = await issueAccessToken(db, key, {
        id: user.id,
        fullname: user.fullName,
        agencyId: user.agencyId ?? undefined,
        permissions,
      });
      return { accessToken };
    },
  );

  app.post(
    '/api/Auth/logout',
    { config: { permission: 'authenticated' }, bodyLimit: PUBLIC_BODY_LIMIT, ...logoutSchema },
    async (request, reply) => {
      await revokeSession(db, currentUser(request).sid);
      return reply.code(204).send();
    },
  );
}
