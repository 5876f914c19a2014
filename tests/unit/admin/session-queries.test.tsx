/**
 * The shell's query cache starts with what the token says (src/admin/query-client.ts): react-admin's
 * own hooks find the permissions and the identity at their first render, without asking the
 * auth provider, so the shell does not render everything again when they arrive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions, type AuthProvider } from 'react-admin';
import { sessionQueryClient } from '../../../src/admin/query-client';
import { authProvider } from '../../../src/admin/session/auth-provider';
import { storeToken } from '../../../src/admin/session/token-store';
import { inOneHour, makeToken } from './jwt';

afterEach(() => localStorage.clear());

/** Records what each render saw. */
const seen: string[] = [];
const Probe = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  seen.push(isPending ? 'pending' : `${(permissions ?? []).join(',')} / ${identity?.fullName ?? '-'}`);
  return <p>{seen.at(-1)}</p>;
};

describe('the session query cache', () => {
  it('answers react-admin\'s permissions and identity from its first render, without calling the auth provider', async () => {
    storeToken(makeToken({ sub: '7', fullname: 'Ada Admin', Permission: ['Finance.PaymentAccounts.ViewList'], exp: inOneHour() }));
    const queryClient = await sessionQueryClient(authProvider, true);
    const spy: AuthProvider = {
      ...authProvider,
      getPermissions: vi.fn(authProvider.getPermissions),
      getIdentity: vi.fn(authProvider.getIdentity),
    };
    seen.length = 0;
    render(<CoreAdminContext authProvider={spy} queryClient={queryClient}><Probe /></CoreAdminContext>);
    expect(await screen.findByText('Finance.PaymentAccounts.ViewList / Ada Admin')).toBeTruthy();
    expect(seen[0]).toBe('Finance.PaymentAccounts.ViewList / Ada Admin');
    expect(spy.getPermissions).not.toHaveBeenCalled();
    expect(spy.getIdentity).not.toHaveBeenCalled();
  });

  it('starts empty when nobody is signed in', async () => {
    const queryClient = await sessionQueryClient(authProvider, false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
