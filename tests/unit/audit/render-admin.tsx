/**
 * Renders a screen inside react-admin as the shell does, with the real fetchJson (so msw
 * answers as the server would), the real data provider over the given schemas, the en/fr texts
 * the toasts and the modules' audit subjects; the signed-in user holds `permissions` (token claims and authProvider).
 */
import { render } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { ReactElement } from 'react';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { en, fr } from '../i18n-texts';
import { ModuleAuditSubjects } from '@admin/audit/module-subjects';
import { createDataProvider } from '@admin/data-provider';
import { adminModules } from '@admin/modules';
import { FormValidatorContext, type FormValidatorSource } from '@admin/schema-screens/form-validator';
import { fetchJson } from '@admin/http';
import { loadSchemas, resetSchemas } from '@admin/schemas/schemas-store';
import { storeToken } from '@admin/session/token-store';
import { loadSchemas as readSchemaFiles } from '@schema/load-dir';
import type { EntitySchema } from '@schema/types';
import { inOneHour, makeToken } from '../admin/jwt';

export const schemas: EntitySchema[] = readSchemaFiles('schemas');
export const schemaNamed = (name: string) => schemas.find((s) => s.name === name)!;

const compilingValidator = customizeValidator();
const validators: FormValidatorSource = async () => compilingValidator;
// The modules' audit subjects, as the shell (App.tsx) provides them.
const moduleSubjects = adminModules.flatMap((m) => m.auditSubjects ?? []);
const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

/** The schemas store filled as after sign-in (screens reading useSchemasState). */
export async function fillSchemasStore(): Promise<void> {
  resetSchemas();
  await loadSchemas(async <T,>() => ({ status: 200, headers: new Headers(), body: { schemas } as T }));
}

export function renderAdmin(
  ui: ReactElement,
  options: {
    permissions: string[];
    resource?: string;
    locale?: 'en' | 'fr';
    /** The query string the screen is opened with, e.g. `?page=2` (react-admin's hash router). */
    query?: string;
    /** More token claims, e.g. `{ agencyId: 3 }` for an agency user. */
    claims?: Record<string, unknown>;
  },
) {
  storeToken(
    makeToken({
      sub: '1',
      fullname: 'Ada Admin',
      Permission: options.permissions,
      exp: inOneHour(),
      ...options.claims,
    }),
  );
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
    getPermissions: async () => options.permissions,
  };
  const dataProvider = createDataProvider(() => schemas, fetchJson);
  // Lists keep their page and search in the URL: every render starts from a clean one.
  window.history.replaceState(null, '', options.query ? `/#/${options.query}` : '/');
  return render(
    <FormValidatorContext.Provider value={validators}>
      <ModuleAuditSubjects.Provider value={moduleSubjects}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
          {options.resource ? <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider> : ui}
          <Notification />
        </AdminContext>
      </ModuleAuditSubjects.Provider>
    </FormValidatorContext.Provider>,
  );
}
