import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/app-messages';
import type { Credentials } from '../../session/auth-provider';
import { lockedSession } from '../../session/screen-lock';
import { SignInForm } from '../SignInForm';
import type { AccountApi } from './account-api';
import { ConfirmEmail } from './ConfirmEmail';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LockScreenForm } from './LockScreenForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignUpForm } from './SignUpForm';

/**
 * The pages of the light entry (sign-in.html, which the server sends for these paths:
 * src/server/routes/spa.ts), by path: the card's title and its content. The logout page stays
 * in the admin shell (it follows a session, the shell's business).
 */
export const LIGHT_PAGE_PATHS = [
  '/authentication',
  '/authentication/sign-up',
  '/authentication/forgot-password',
  '/authentication/reset-password',
  '/authentication/confirm-email',
  '/authentication/lock-screen',
] as const;

export type LightPagePath = (typeof LIGHT_PAGE_PATHS)[number];

/** The page of a path (any case, a trailing slash allowed), or null. */
export function lightPageOf(pathname: string): LightPagePath | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (LIGHT_PAGE_PATHS as readonly string[]).includes(path) ? (path as LightPagePath) : null;
}

export interface LightPageProps {
  translate: Translate;
  api: AccountApi;
  /** The query string of the address (the links' `token`). */
  search: string;
  /** Signs in and opens `next` (else where the user was heading); rejects with the message to show. */
  signIn: (credentials: Credentials, next?: string) => Promise<unknown>;
}

export function lightPage(
  path: LightPagePath,
  { translate, api, search, signIn }: LightPageProps,
): { title: string; body: ReactNode } {
  const token = new URLSearchParams(search).get('token') ?? '';
  switch (path) {
    case '/authentication/sign-up':
      return { title: translate('auth.signUpTitle'), body: <SignUpForm translate={translate} api={api} /> };
    case '/authentication/forgot-password':
      return { title: translate('auth.forgotTitle'), body: <ForgotPasswordForm translate={translate} api={api} /> };
    case '/authentication/reset-password':
      return {
        title: translate('auth.resetTitle'),
        body: <ResetPasswordForm translate={translate} api={api} token={token} />,
      };
    case '/authentication/confirm-email':
      return {
        title: translate('auth.confirmTitle'),
        body: <ConfirmEmail translate={translate} api={api} token={token} />,
      };
    case '/authentication/lock-screen':
      return {
        title: translate('auth.lockTitle'),
        body: <LockScreenForm translate={translate} locked={lockedSession()} onUnlock={signIn} />,
      };
    default:
      return {
        title: translate('auth.signIn'),
        body: <SignInForm translate={translate} onSignIn={(credentials) => signIn(credentials)} />,
      };
  }
}
