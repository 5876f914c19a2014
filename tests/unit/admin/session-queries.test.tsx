/**
 * The shell's query cache starts with what the token says (src/admin/query-client.ts): react-admin's
 * own hooks find the permissions and the identity at their first render, without asking the
 * auth provider, so the shell does not render everything again when they arrive; and with the
 * first page of the list the address shows, asked once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import {
  CoreAdminContext,
  useGetIdentity,
  useGetList,
  usePermissions,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { screenListParams } from '@admin/list-request';
import { noteEarlyStarter } from '@admin/boot/early-requests';
import { prefetchFirstListPage, sessionQueryClient } from '@admin/query-client';
import { authProvider } from '@admin/session/auth-provider';
import { storeToken } from '@admin/session/token-store';
import { loadSchemas } from '@schema/load-dir';
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
  it("answers react-admin's permissions and identity from its first render, without calling the auth provider", async () => {
    storeToken(
      makeToken({
        sub: '7',
        fullname: 'Ada Admin',
        Permission: ['Finance.PaymentAccounts.ViewList'],
        exp: inOneHour(),
      }),
    );
    const queryClient = await sessionQueryClient(authProvider, true);
    const spy: AuthProvider = {
      ...authProvider,
      getPermissions: vi.fn(authProvider.getPermissions),
      getIdentity: vi.fn(authProvider.getIdentity),
    };
    seen.length = 0;
    render(
      <CoreAdminContext authProvider={spy} queryClient={queryClient}>
        <Probe />
      </CoreAdminContext>,
    );
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

describe("a list's first page asked before the first render", () => {
  const schemas = loadSchemas('schemas');
  const accounts = schemas.find((s) => s.resource.route === 'finance/payment-account')!;
  const ALL = schemas.map((s) => s.resource.permissions.view);

  /** The list screen's own query (useSchemaListController's parameters), rendering what it sees. */
  const ListProbe = () => {
    const url = { page: 2, search: 'visa', sort: undefined };
    const { data, isPending } = useGetList('finance/payment-account', screenListParams(accounts, url));
    seen.push(isPending ? 'pending' : (data ?? []).map((r) => r.title).join(','));
    return <p>{seen.at(-1)}</p>;
  };

  it("is what the list screen's first render shows, asked once", async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 11, title: 'Visa Business' }], total: 11 }));
    const dataProvider = { getList } as unknown as DataProvider;
    const queryClient = await sessionQueryClient(authProvider, false);
    await prefetchFirstListPage(queryClient, dataProvider, schemas, ALL, {
      pathname: '/finance/payment-account',
      search: '?page=2&search=visa',
    });
    seen.length = 0;
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ListProbe />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('Visa Business')).toBeTruthy();
    expect(seen[0]).toBe('Visa Business');
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('finance/payment-account', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'visa' },
    });
  });

  it('is fresh only until asked again: once refetched, the list is stale as usual and a later visit asks anew', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 11, title: 'Visa Business' }], total: 11 }));
    const queryClient = await sessionQueryClient(authProvider, false);
    await prefetchFirstListPage(queryClient, { getList } as unknown as DataProvider, schemas, ALL, {
      pathname: '/finance/payment-account',
      search: '',
    });
    const queryKey = [
      'finance/payment-account',
      'getList',
      screenListParams(accounts, { page: 1, search: '', sort: undefined }),
    ];
    const observer = new QueryObserver(queryClient, { queryKey, queryFn: () => getList() });
    expect(observer.getCurrentResult().isStale).toBe(false); // the screen's first mount asks nothing
    await observer.refetch(); // the screen's refetch, e.g. after a save
    expect(getList).toHaveBeenCalledTimes(2);
    expect(new QueryObserver(queryClient, { queryKey }).getCurrentResult().isStale).toBe(true);
  });

  it('is not rendered again when its rows merely turn stale (nothing on screen changes)', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 11, title: 'Visa Business' }], total: 11 }));
    const queryClient = await sessionQueryClient(authProvider, false);
    const params = screenListParams(accounts, { page: 1, search: '', sort: undefined });
    const StaleSoon = () => {
      const { data } = useGetList('finance/payment-account', params, { staleTime: 30 });
      seen.push((data ?? []).map((r) => r.title).join(','));
      return <p>{seen.at(-1) || 'none'}</p>;
    };
    seen.length = 0;
    render(
      <CoreAdminContext dataProvider={{ getList } as unknown as DataProvider} queryClient={queryClient}>
        <StaleSoon />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('Visa Business')).toBeTruthy();
    const renders = seen.length;
    const queryKey = ['finance/payment-account', 'getList', params];
    await vi.waitFor(() => expect(new QueryObserver(queryClient, { queryKey }).getCurrentResult().isStale).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen.length).toBe(renders);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('is nothing on a screen that is no schema list', async () => {
    const getList = vi.fn();
    const queryClient = await sessionQueryClient(authProvider, false);
    await prefetchFirstListPage(queryClient, { getList } as unknown as DataProvider, schemas, ALL, {
      pathname: '/dashboard',
      search: '',
    });
    expect(getList).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("a list's first page and the boot script", () => {
  it('is asked only once the boot script has started its own early request (so the two never both ask)', async () => {
    const schemas = loadSchemas('schemas');
    let startEarly!: () => void;
    noteEarlyStarter(
      new Promise<void>((resolve) => {
        startEarly = resolve;
      }),
    );
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const queryClient = await sessionQueryClient(authProvider, false);
    const asked = prefetchFirstListPage(
      queryClient,
      { getList } as unknown as DataProvider,
      schemas,
      schemas.map((s) => s.resource.permissions.view),
      { pathname: '/finance/payment-account', search: '' },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getList).not.toHaveBeenCalled();
    startEarly();
    await asked;
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
