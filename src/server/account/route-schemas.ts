/**
 * Route schemas of the account routes (their contract, as GET /api/openapi.json publishes it).
 * input.ts checks the bodies with the users screen's rules and messages; the bounds below are
 * the same constants (users/input.ts).
 */
import type { FastifySchema } from 'fastify';
import { fieldErrorsSchema, problem, type JsonSchema } from '../http/schemas.js';
import { PUBLIC_BODY_LIMIT } from '../auth/route-permissions.js';
import { EMAIL, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../users/index.js';
import { ACCOUNT_LIMITS } from './throttle.js';
import { TOKEN_LIFETIME_SECONDS } from './tokens.js';

const name: JsonSchema = { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'trimmed' };
const email: JsonSchema = {
  type: 'string',
  format: 'email',
  maxLength: EMAIL_MAX,
  pattern: EMAIL.source,
  description: 'trimmed and lowercased',
};
const password: JsonSchema = {
  type: 'string',
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: '^(?=.*\\p{L})(?=.*\\p{Nd})',
  description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one digit (the users screen's rule)`,
};
const token: JsonSchema = { type: 'string', maxLength: 100, description: 'the `token` parameter of the e-mailed link' };

const message = (description: string): JsonSchema => ({
  type: 'object',
  properties: { message: { type: 'string', description: "a sentence for the user, in the caller's language" } },
  required: ['message'],
  description,
});

const mailThrottled = problem(
  `Too many requests: at most ${ACCOUNT_LIMITS.mailClient} an hour from one client and ` +
    `${ACCOUNT_LIMITS.mailAddress} an hour for one e-mail address (sign-up and forgot-password together); Retry-After says when to try again.`,
);
const linkThrottled = problem(
  `Too many requests: at most ${ACCOUNT_LIMITS.linkClient} uses of links an hour from one client; Retry-After says when.`,
);
const limits = `The body is at most ${PUBLIC_BODY_LIMIT / 1024} KiB.`;

export const signUpSchema: FastifySchema = {
  tags: ['Auth'],
  summary: 'Sign up: an account waiting for its e-mail confirmation',
  description:
    'Creates an unconfirmed user with no role (an administrator grants roles) and mails a link ' +
    `{PUBLIC_URL}/authentication/confirm-email?token=… valid ${TOKEN_LIFETIME_SECONDS['confirm-email'] / 3600} hours. ` +
    'When the address already has an account nothing is created and the answer is the same (its owner gets a mail saying so, ' +
    'or a new confirmation link when still unconfirmed), so the route does not tell which addresses have accounts. ' +
    `The mail is recorded in the outbox and sent after the answer, through the tenant's SMTP settings; the answer is the same when it cannot leave. ${limits}`,
  body: {
    type: 'object',
    properties: { firstName: name, lastName: name, email, password },
    required: ['firstName', 'lastName', 'email', 'password'],
  },
  response: { 202: message('Accepted: the confirmation mail is on its way.'), 429: mailThrottled },
};

export const confirmEmailSchema: FastifySchema = {
  tags: ['Auth'],
  summary: 'Confirm an e-mail address (the link of the sign-up mail)',
  description: `The token is single use. The user may then sign in (with the roles an administrator gives). ${limits}`,
  body: { type: 'object', properties: { token }, required: ['token'] },
  response: {
    200: message('The address is confirmed.'),
    400: { ...fieldErrorsSchema, description: 'No token, or one that is wrong, used or expired (`errors.token`).' },
    429: linkThrottled,
  },
};

export const forgotPasswordSchema: FastifySchema = {
  tags: ['Auth'],
  summary: 'Forgot password: mail a reset link',
  description:
    'Answers the same whether or not the address has an account, and whether or not mail can leave (same status, ' +
    'body and time: the mail is recorded in the outbox and sent after the answer). An account gets a link {PUBLIC_URL}/authentication/reset-password?token=… valid one hour, single use. ' +
    `Locked and unconfirmed accounts get none. ${limits}`,
  body: { type: 'object', properties: { email }, required: ['email'] },
  response: { 202: message('Accepted (whether or not a mail was sent).'), 429: mailThrottled },
};

export const resetPasswordSchema: FastifySchema = {
  tags: ['Auth'],
  summary: 'Reset a password (the link of the forgot-password mail)',
  description:
    'Sets the new password (the password rules of the users screen), ends every session of the user and clears the ' +
    `sign-in throttle's counts of the account. The token is single use, one hour. ${limits}`,
  body: { type: 'object', properties: { token, password }, required: ['token', 'password'] },
  response: {
    200: message('The password is changed.'),
    400: {
      ...fieldErrorsSchema,
      description:
        'A password the rules refuse (`errors.password`; the link stays usable), or a token that is wrong, used or expired (`errors.token`).',
    },
    429: linkThrottled,
  },
};
