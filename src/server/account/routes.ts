/**
 * The public account routes: sign-up and e-mail confirmation, forgot and reset password
 * (contract in README.md here and in route-schemas.ts). Every one is public, reads at most
 * PUBLIC_BODY_LIMIT, is throttled (throttle.ts) after its body is read and before any work,
 * and writes in one transaction with its audit entry and its mail, recorded in the outbox; the
 * mail leaves after the answer (Mailer.send), so neither the answer nor its time depends on it.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../audit/index.js';
import { hashPassword } from '../auth/password.js';
import { changePassword } from '../auth/users.js';
import type { Db, Queryable } from '../db/types.js';
import { HttpError, ValidationError } from '../errors.js';
import { documented } from '../http/schemas.js';
import { accountMail, type MailKind, type Mailer } from '../mail/index.js';
import { loadCompanyName } from '../settings/index.js';
import { auditUser, type UserRepository } from '../users/index.js';
import { readEmail, readReset, readSignUp, readToken, type SignUp } from './input.js';
import { accountText } from './messages.js';
import { confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema, signUpSchema } from './route-schemas.js';
import { countLinkUse, countMailRequest, type Counted } from './throttle.js';
import { newToken, storeToken, storeTokenForEmail, useToken } from './tokens.js';

export interface AccountOptions {
  db: Db;
  /** Signs the links' tokens (the JWT secret's key). */
  key: Uint8Array;
  /** PUBLIC_URL: the base of the links. */
  publicUrl: string;
  mailer: Mailer;
  users: UserRepository;
}

/** An account mail before it is written: what about, to whom (greeted by first name), its link. */
interface AccountMail {
  kind: MailKind;
  to: string;
  name: string;
  link: string;
}

function refuseWhenThrottled(counted: Counted, lang: Lang): void {
  if (!counted.allowed)
    throw new HttpError(429, accountText(lang, 'throttled'), { 'retry-after': String(counted.retryAfter) });
}

export function accountRoutes(app: FastifyInstance, { db, key, publicUrl, mailer, users }: AccountOptions): void {
  const link = (page: string, token?: string) =>
    `${publicUrl}/authentication${page ? `/${page}` : ''}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /** Writes an account mail into the outbox with the transaction of what caused it. */
  const record = (tx: Queryable, mail: AccountMail, lang: Lang, company: string | null) =>
    mailer.record(tx, {
      kind: mail.kind,
      to: mail.to,
      lang,
      ...accountMail(mail.kind, lang, company, mail.name, mail.link),
    });

  /**
   * A new unconfirmed user with no role, or, when the address is taken, no change: an
   * unconfirmed owner gets a new confirmation link, a confirmed one a note that it has an account
   * (the password given is never applied to an existing account).
   */
  async function signUp(tx: Queryable, input: SignUp, passwordHash: string): Promise<AccountMail | null> {
    const token = newToken(key, 'confirm-email');
    const fullName = `${input.firstName} ${input.lastName}`;
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, full_name, first_name, last_name, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [input.email, passwordHash, fullName, input.firstName, input.lastName],
    );
    if (created) {
      await storeToken(tx, token, 'confirm-email', created.id);
      await auditUser(tx, { id: created.id, fullname: fullName }, 'create', null, await users.byId(tx, created.id));
      return { kind: 'confirm-email', to: input.email, name: input.firstName, link: link('confirm-email', token) };
    }
    const unconfirmed = await storeTokenForEmail(tx, token, 'confirm-email', input.email, false);
    if (unconfirmed)
      return {
        kind: 'confirm-email',
        to: unconfirmed.email,
        name: unconfirmed.firstName,
        link: link('confirm-email', token),
      };
    const [owner] = await tx.query<{ firstName: string }>(
      `SELECT COALESCE(first_name, split_part(full_name, ' ', 1)) AS "firstName" FROM users WHERE email = $1 AND NOT is_locked`,
      [input.email],
    );
    return owner ? { kind: 'account-exists', to: input.email, name: owner.firstName, link: link('') } : null;
  }

  app.post<{ Body: SignUp }>(
    '/api/Auth/signup',
    { config: { permission: 'public' }, ...documented(signUpSchema, readSignUp) },
    async (request, reply) => {
      const lang = request.lang;
      const input = request.body;
      refuseWhenThrottled(await countMailRequest(db, request.ip, input.email), lang);
      const passwordHash = await hashPassword(input.password); // paid whether or not the address is taken
      const mailId = await db.transaction(async (tx) => {
        const company = await loadCompanyName(tx); // read whether or not a mail follows: the same work
        const mail = await signUp(tx, input, passwordHash);
        return mail ? record(tx, mail, lang, company) : null;
      });
      if (mailId) mailer.send(mailId);
      return reply.code(202).send({ message: accountText(lang, 'signedUp') });
    },
  );

  app.post<{ Body: string }>(
    '/api/Auth/confirmemail',
    { config: { permission: 'public' }, ...documented(confirmEmailSchema, readToken) },
    async (request) => {
      const lang = request.lang;
      const token = request.body; // the token, read by the route
      refuseWhenThrottled(await countLinkUse(db, request.ip), lang);
      const confirmed = await db.transaction(async (tx) => {
        const userId = await useToken(tx, key, 'confirm-email', token);
        if (userId === null) return false;
        const [user] = await tx.query<{ fullName: string; agencyId: number | null }>(
          `UPDATE users SET email_confirmed = true, updated_at = now(), version = version + 1
          WHERE id = $1 AND NOT email_confirmed RETURNING full_name AS "fullName", agency_id AS "agencyId"`,
          [userId],
        );
        if (user) {
          await recordAudit(tx, {
            user: { id: userId, fullname: user.fullName },
            entity: 'user',
            entityId: userId,
            operation: 'update',
            before: { emailConfirmed: false },
            after: { emailConfirmed: true },
            agencyId: user.agencyId,
          });
        }
        return true;
      });
      if (!confirmed) throw new ValidationError({ token: [accountText(lang, 'confirmTokenInvalid')] });
      return { message: accountText(lang, 'confirmed') };
    },
  );

  app.post<{ Body: string }>(
    '/api/Auth/forgotpassword',
    { config: { permission: 'public' }, ...documented(forgotPasswordSchema, readEmail) },
    async (request, reply) => {
      const lang = request.lang;
      const email = request.body; // the address, read by the route
      refuseWhenThrottled(await countMailRequest(db, request.ip, email), lang);
      const token = newToken(key, 'reset-password');
      const mailId = await db.transaction(async (tx) => {
        // One statement whether or not the address has an account: the same work, the same time
        // (a known address adds the outbox row, a millisecond; the try of the mail comes after the answer).
        const company = await loadCompanyName(tx);
        const holder = await storeTokenForEmail(tx, token, 'reset-password', email, true);
        if (!holder) return null;
        const mail = {
          kind: 'reset-password',
          to: holder.email,
          name: holder.firstName,
          link: link('reset-password', token),
        } as const;
        return record(tx, mail, lang, company);
      });
      if (mailId) mailer.send(mailId);
      return reply.code(202).send({ message: accountText(lang, 'resetSent') });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/Auth/resetpassword',
    { config: { permission: 'public' }, ...documented(resetPasswordSchema, readReset) },
    async (request) => {
      const lang = request.lang;
      const { token, password } = request.body;
      refuseWhenThrottled(await countLinkUse(db, request.ip), lang);
      const passwordHash = await hashPassword(password);
      const reset = await db.transaction(async (tx) => {
        const userId = await useToken(tx, key, 'reset-password', token);
        if (userId === null) return false;
        const row = await users.byId(tx, userId);
        if (!row) return false;
        await changePassword(tx, userId, passwordHash); // ends every session of the user
        // The owner proved the mailbox: the sign-in throttle's counts of this account start again.
        await tx.query(
          "DELETE FROM login_attempts WHERE key = 'a ' || $1 OR (left(key, 3) = 'ac ' AND right(key, length($1) + 1) = ' ' || $1)",
          [row.email],
        );
        // Only that it changed: the password (or its hash) is never recorded.
        await auditUser(tx, { id: userId, fullname: row.fullName }, 'update', row, row, ['password']);
        return true;
      });
      if (!reset) throw new ValidationError({ token: [accountText(lang, 'resetTokenInvalid')] });
      return { message: accountText(lang, 'passwordReset') };
    },
  );
}
