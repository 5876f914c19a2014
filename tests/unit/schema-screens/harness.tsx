/** Renders a schema resource inside react-admin, as the shell does, with a scripted API. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { en, fr } from '../i18n-texts';
import { normalizeSchema } from '@schema/normalize.js';
import type { EntitySchema } from '@schema/types.js';
import { createDataProvider, type FetchJson } from '@admin/data-provider.js';
import { createSchemaResource } from '@admin/schema-screens/index.js';
import { TrashList } from '@admin/schema-screens/TrashList.js';
import { FormValidatorContext, type FormValidatorSource } from '@admin/schema-screens/form-validator.js';
import { storeToken } from '@admin/session/token-store.js';
import { inOneHour, makeToken } from '../admin/jwt';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { LEGAL_FORMATS } from '@schema/formats.js';
import paymentAccountJson from '../../../schemas/finance/payment-account.json';
import infraTypeJson from '../../../schemas/infrastructure/infra-type.json';

export const paymentAccount = normalizeSchema(paymentAccountJson, 'schemas/finance/payment-account.json');
export const infraType = normalizeSchema(infraTypeJson, 'schemas/infrastructure/infra-type.json');
const schemas: EntitySchema[] = [paymentAccount, infraType];

export const ALL_PERMISSIONS = [
  'Finance.PaymentAccounts.ViewList',
  'Finance.PaymentAccounts.Add',
  'Finance.PaymentAccounts.Delete',
];

export const categories = [
  { id: 3, title: 'Bank' },
  { id: 4, title: 'Cash' },
];

/** 12 demo accounts; the odd ones inactive. */
export function demoRows(count = 12) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Account ${i + 1}`,
    ref: `REF-${i + 1}`,
    initial: `AC${i + 1}`,
    infraTypeId: 3,
    infraTypeName: 'Bank',
    isActive: i % 2 === 0,
    description: null,
  }));
}

export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super((body as { detail?: string })?.detail ?? 'Something went wrong! Please try again later.');
  }
}

export interface Call {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

/**
 * A fetchJson answering the payment account endpoints from an in-memory table, recording
 * every call. `override` may answer (or throw) first.
 */
export function fakeApi(rows = demoRows(), override?: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetchJson: FetchJson = async (path, init) => {
    const url = new URL(path, 'http://x');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = (body: unknown) => ({ status: 200, headers: new Headers(), body });
    const overridden = override?.(call);
    if (overridden !== undefined) return answer(overridden);
    switch (call.path) {
      case '/finance/paymentaccount/get': {
        const search = (call.params.search ?? '').toLowerCase();
        const found = rows.filter((r) => !search || r.title.toLowerCase().includes(search));
        const page = Number(call.params.pageIndex);
        const size = Number(call.params.pageSize);
        return answer({
          financeListing: { paymentAccounts: found.slice((page - 1) * size, page * size) },
          paginationModel: { totalRecords: found.length },
        });
      }
      case '/finance/paymentaccount/getbyid':
        return answer(rows.find((r) => String(r.id) === call.params.id));
      case '/finance/paymentaccount/add':
        return answer({ ...(call.body as object), id: 99 });
      case '/finance/paymentaccount/update':
        return answer(call.body);
      case '/finance/paymentaccount/delete':
        return answer({ id: Number(call.params.id) });
      case '/finance/paymentaccount/trash': {
        // The same rows, as deleted ones: the odd ones by Alice Admin, the others by nobody known.
        const deleted = rows.map((r, i) => ({
          ...r,
          deletedDate: '2026-11-18T09:45:00Z',
          deletedBy: i % 2 === 0 ? 'Alice Admin' : null,
        }));
        return answer({ financeListing: { paymentAccounts: deleted }, paginationModel: { totalRecords: rows.length } });
      }
      case '/infrastructure/infratype/getByTypeGroupId':
        return answer(categories);
      default:
        throw new FakeHttpError(404, { detail: `no route ${call.path}` });
    }
  };
  return { calls, fetchJson: vi.fn(fetchJson) };
}

/**
 * jsdom has no server to serve the precompiled validators (and no CSP): the forms validate with
 * RJSF's compiling ajv8 validator, which gives the same errors (tests/unit/form-validators.test.ts).
 */
const compilingValidator = customizeValidator({ customFormats: LEGAL_FORMATS });
const compilingValidators: FormValidatorSource = async () => compilingValidator;

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

export function renderList(options: {
  fetchJson: FetchJson;
  permissions?: string[];
  locale?: 'en' | 'fr';
  /** Where forms get their validator (default: RJSF's compiling validator). */
  validators?: FormValidatorSource;
  /** The list's query string as opened from a link, e.g. `?page=2` (react-admin's hash router). */
  query?: string;
  /** The resource's trash instead of its list. */
  trash?: boolean;
}) {
  const resource = createSchemaResource(paymentAccount);
  const List = resource.list;
  const i18nProvider = polyglotI18nProvider(
    (locale) => messages[locale as 'en' | 'fr'] ?? messages.en,
    options.locale ?? 'en',
    [
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ],
    { allowMissing: true },
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => options.permissions ?? ALL_PERMISSIONS,
  };
  // The signed-in user's permissions, where useCan reads them (the token) as well as react-admin (authProvider).
  storeToken(makeToken({ sub: '1', Permission: options.permissions ?? ALL_PERMISSIONS, exp: inOneHour() }));
  const dataProvider = createDataProvider(() => schemas, options.fetchJson);
  // Lists keep their page and search in the URL: every render starts from a clean one.
  window.history.replaceState(null, '', options.query ? `/#/${options.query}` : '/');
  return render(
    <FormValidatorContext.Provider value={options.validators ?? compilingValidators}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceContextProvider value={resource.name}>
          {options.trash ? <TrashList schema={paymentAccount} /> : <List />}
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </FormValidatorContext.Provider>,
  );
}
